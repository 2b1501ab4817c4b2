// Clients never read or write Firestore or Storage directly: everything goes through /api, which checks
// identity and ownership. These tests prove the repo's rules deny every direct access, to a visitor, to a
// signed-in customer and even to an admin, on every collection the product has.
//
// They run on the stack's Firestore emulator (Google's, which evaluates rules) under a project of their own,
// so that the documents they plant never show up in another test's lists.
import fs from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { getBytes, ref, uploadString } from 'firebase/storage';
import { collections } from '../../src/repositories/collections';

const repoRoot = path.resolve(__dirname, '../../..');
const rulesProject = `${process.env.GCLOUD_PROJECT ?? 'demo-protect-test'}-rules`;

function hostPort(value: string | undefined): { host: string; port: number } {
  const [host = '127.0.0.1', port = '0'] = (value ?? '').split(':');
  return { host, port: Number(port) };
}

const CUSTOMER_UID = 'alice';
/** Identities a browser could present. */
const callers: Array<[string, (env: RulesTestEnvironment) => RulesTestContext]> = [
  ['a visitor', (env) => env.unauthenticatedContext()],
  [
    'a signed-in customer',
    (env) =>
      env.authenticatedContext(CUSTOMER_UID, { email: 'alice@demo.test', email_verified: true }),
  ],
  ['an admin', (env) => env.authenticatedContext('root', { role: 'admin', email_verified: true })],
];
const allCollections = Object.values(collections);

describe('Firestore security rules', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: rulesProject,
      firestore: {
        ...hostPort(process.env.FIRESTORE_EMULATOR_HOST),
        rules: fs.readFileSync(path.join(repoRoot, 'firestore.rules'), 'utf8'),
      },
    });
    // A document in every collection, owned by the customer, so that a refusal is the rules' doing and not
    // a missing document's.
    await env.withSecurityRulesDisabled(async (admin) => {
      const db = admin.firestore();
      await Promise.all(
        allCollections.map((name) =>
          setDoc(doc(db, name, `${name}-1`), { userId: CUSTOMER_UID, email: 'alice@demo.test' }),
        ),
      );
      await setDoc(doc(db, collections.users, CUSTOMER_UID), { role: 'customer' });
    });
  });

  afterAll(async () => {
    await env?.clearFirestore();
    await env?.cleanup();
  });

  it("when the rules are bypassed, as the api's admin SDK does, then the planted documents can be read (so the refusals below are the rules' doing)", async () => {
    await env.withSecurityRulesDisabled(async (admin) => {
      await assertSucceeds(getDoc(doc(admin.firestore(), collections.claims, 'claims-1')));
    });
  });

  describe.each(callers)('when %s uses Firestore directly', (_who, contextOf) => {
    let db: ReturnType<RulesTestContext['firestore']>;
    beforeAll(() => {
      db = contextOf(env).firestore();
    });

    it.each(allCollections)('then reading a document or listing %s is refused', async (name) => {
      await assertFails(getDoc(doc(db, name, `${name}-1`)));
      await assertFails(getDocs(collection(db, name)));
    });

    it.each(allCollections)(
      'then creating, changing or deleting in %s is refused',
      async (name) => {
        await assertFails(setDoc(doc(db, name, `${name}-new`), { userId: CUSTOMER_UID }));
        await assertFails(
          updateDoc(doc(db, name, `${name}-1`), { status: 'approved', role: 'admin' }),
        );
        await assertFails(deleteDoc(doc(db, name, `${name}-1`)));
      },
    );

    it('then even their own profile can be neither read nor made admin', async () => {
      await assertFails(getDoc(doc(db, collections.users, CUSTOMER_UID)));
      await assertFails(setDoc(doc(db, collections.users, CUSTOMER_UID), { role: 'admin' }));
    });
  });
});

// Storage's rules need firebase-tools' Storage emulator, which runs only with Java 21+ and a downloaded
// rules runtime; where it is missing (FIREBASE_STORAGE_EMULATOR_HOST unset) the file store is local disk.
const storageEmulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const describeStorage = storageEmulator ? describe : describe.skip;
describeStorage(
  storageEmulator
    ? 'Storage security rules'
    : 'Storage security rules (skipped: no Storage emulator here; it needs Java 21+ and a downloaded rules runtime)',
  () => {
    let env: RulesTestEnvironment;
    beforeAll(async () => {
      env = await initializeTestEnvironment({
        projectId: rulesProject,
        storage: {
          ...hostPort(storageEmulator),
          rules: fs.readFileSync(path.join(repoRoot, 'storage.rules'), 'utf8'),
        },
      });
    });
    afterAll(async () => {
      await env?.cleanup();
    });

    it('when a signed-in customer uploads or downloads a photo directly, then Storage refuses', async () => {
      const storage = env.authenticatedContext(CUSTOMER_UID).storage();
      await assertFails(uploadString(ref(storage, 'claims/alice/photo.jpg'), 'not really a photo'));
      await assertFails(getBytes(ref(storage, 'claims/bob/photo.jpg')));
    });
  },
);
