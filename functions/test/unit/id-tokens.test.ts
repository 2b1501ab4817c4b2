// ID tokens as production checks them (issue 14, security): firebase-admin's own verifier, outside the Auth
// emulator (which skips signatures and never checks `alg` or `kid`), behind the api's auth middleware. Only
// the download of Google's public keys is stubbed: it answers a key pair made here, so tokens signed with
// it stand for genuine ones and everything else is a forgery.
import { createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import path from 'node:path';
import express from 'express';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { type UserRecord, getAuth } from 'firebase-admin/auth';
import request from 'supertest';
import { errorHandler } from '../../src/http/error-handler';
import { createAuthMiddlewares } from '../../src/http/auth';

const PROJECT = 'demo-tokens';
const KID = 'genuine-kid';
const genuine = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });

// firebase-admin's key fetcher (its package exports no deep paths: the module is found by file).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const jwtUtils = require(
  path.join(path.dirname(require.resolve('firebase-admin/auth')), '..', 'utils', 'jwt.js'),
) as { UrlKeyFetcher: { prototype: { fetchPublicKeys(): Promise<Record<string, string>> } } };

const b64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    auth_time: now - 60,
    user_id: 'user-1',
    sub: 'user-1',
    iat: now - 60,
    exp: now + 3600,
    email: 'pat@test.example',
    email_verified: true,
    firebase: { identities: {}, sign_in_provider: 'password' },
    ...overrides,
  };
}

function token(
  payload: Record<string, unknown>,
  options: { header?: Record<string, unknown>; key?: KeyObject | null } = {},
): string {
  const header = options.header ?? { alg: 'RS256', kid: KID, typ: 'JWT' };
  const input = `${b64url(header)}.${b64url(payload)}`;
  const key = options.key === undefined ? genuine.privateKey : options.key;
  const signature = key ? sign('RSA-SHA256', Buffer.from(input), key) : Buffer.alloc(0);
  return `${input}.${b64url(signature)}`;
}

let app: App;
let api: express.Express;
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

beforeAll(() => {
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST; // production verification
  jest.spyOn(jwtUtils.UrlKeyFetcher.prototype, 'fetchPublicKeys').mockResolvedValue({
    [KID]: genuine.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  });
  app = initializeApp({ projectId: PROJECT }, `id-tokens-${process.pid}`);
  const verifier = getAuth(app);
  // Every signed-in route asks the identity service whether the session was revoked: this user's never was.
  jest
    .spyOn(verifier, 'getUser')
    .mockResolvedValue({ uid: 'user-1', disabled: false } as UserRecord);
  const auth = createAuthMiddlewares(verifier);
  api = express();
  api.get('/api/me', auth.signedIn, (_req, res) => void res.json({ success: true }));
  api.use(errorHandler);
});

afterAll(async () => {
  if (emulatorHost !== undefined) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  jest.restoreAllMocks();
  await deleteApp(app);
});

const call = (idToken: string) =>
  request(api).get('/api/me').set('Authorization', `Bearer ${idToken}`);

async function expectRefused(idToken: string): Promise<void> {
  const res = await call(idToken);
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ success: false, code: 'unauthenticated' });
}

describe('ID tokens (production verification, keys stubbed)', () => {
  it('accepts a genuine token (the baseline every forgery below differs from by one thing)', async () => {
    expect((await call(token(claims()))).status).toBe(200);
  });

  it('refuses a token for another project (aud, iss, or both)', async () => {
    await expectRefused(token(claims({ aud: 'other-project' })));
    await expectRefused(token(claims({ iss: 'https://securetoken.google.com/other-project' })));
    await expectRefused(
      token(claims({ aud: 'other-project', iss: 'https://securetoken.google.com/other-project' })),
    );
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(token(claims({ iat: now - 7200, exp: now - 3600 })));
  });

  it('refuses forged headers: alg none, wrong kid, no kid, HS256 keyed with the public key', async () => {
    await expectRefused(token(claims(), { header: { alg: 'none', kid: KID }, key: null }));
    await expectRefused(token(claims(), { header: { alg: 'none', typ: 'JWT' }, key: null }));
    await expectRefused(token(claims(), { header: { alg: 'RS256', kid: 'unknown-kid' } }));
    await expectRefused(token(claims(), { header: { alg: 'RS256' } }));
    const publicPem = genuine.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const header = { alg: 'HS256', kid: KID, typ: 'JWT' };
    const input = `${b64url(header)}.${b64url(claims())}`;
    const confused = `${input}.${b64url(createHmac('sha256', publicPem).update(input).digest())}`;
    await expectRefused(confused);
  });

  it('refuses a token signed with another key, and a genuine one whose claims were altered', async () => {
    await expectRefused(token(claims(), { key: stranger.privateKey }));
    const [header, , signature] = token(claims()).split('.');
    await expectRefused(`${header}.${b64url(claims({ role: 'admin' }))}.${signature}`);
  });
});
