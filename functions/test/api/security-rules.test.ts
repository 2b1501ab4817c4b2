// Clients never read or write Firestore or Storage directly: everything goes through /api, which
// checks identity and ownership. These tests prove the deployed rules deny every client access.
// They need the official Firestore and Storage emulators (Java 21+), which evaluate rules; the Node
// fallback used where Java 21 is missing does not, so there they are skipped, saying why.
import fs from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { getBytes, ref, uploadString } from 'firebase/storage';

const repoRoot = path.resolve(__dirname, '../../..');
const officialEmulators = process.env.OFFICIAL_EMULATORS === 'true';
const describeWithRules = officialEmulators ? describe : describe.skip;
const title = officialEmulators
  ? 'security rules'
  : 'security rules (skipped: rules run only on the official Firestore and Storage emulators, which need Java 21+)';

function hostPort(value: string | undefined): { host: string; port: number } {
  const [host = '127.0.0.1', port = '0'] = (value ?? '').split(':');
  return { host, port: Number(port) };
}

describeWithRules(title, () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: process.env.GCLOUD_PROJECT ?? 'demo-protect-test',
      firestore: {
        ...hostPort(process.env.FIRESTORE_EMULATOR_HOST),
        rules: fs.readFileSync(path.join(repoRoot, 'firestore.rules'), 'utf8'),
      },
      storage: {
        ...hostPort(process.env.FIREBASE_STORAGE_EMULATOR_HOST),
        rules: fs.readFileSync(path.join(repoRoot, 'storage.rules'), 'utf8'),
      },
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  it('when a signed-in customer reads or writes their own profile directly, then Firestore refuses', async () => {
    const db = env.authenticatedContext('alice', { email: 'alice@demo.test' }).firestore();
    await assertFails(getDoc(doc(db, 'users/alice')));
    await assertFails(setDoc(doc(db, 'users/alice'), { role: 'admin' }));
  });

  it('when a visitor lists the catalogue or claims directly, then Firestore refuses', async () => {
    const db = env.unauthenticatedContext().firestore();
    await assertFails(getDocs(collection(db, 'plans')));
    await assertFails(getDocs(collection(db, 'claims')));
  });

  it('when even an admin token writes directly, then Firestore refuses (admins go through /api too)', async () => {
    const db = env.authenticatedContext('root', { role: 'admin' }).firestore();
    await assertFails(setDoc(doc(db, 'plans/1'), { monthlyPriceCents: 1 }));
  });

  it('when a signed-in customer uploads or downloads a photo directly, then Storage refuses', async () => {
    const storage = env.authenticatedContext('alice').storage();
    await assertFails(uploadString(ref(storage, 'claims/alice/photo.jpg'), 'not really a photo'));
    await assertFails(getBytes(ref(storage, 'claims/bob/photo.jpg')));
  });
});
