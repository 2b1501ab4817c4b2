// In production the admin SDK checks revocation and disabled accounts only when asked to (the Auth emulator
// always does, so the api tests cannot show the difference): this fake behaves as production does.
import type { DecodedIdToken } from 'firebase-admin/auth';
import request from 'supertest';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { TokenVerifier } from '../../src/caller';
import { logs } from '../../src/logs';

const revokedAdminToken = {
  uid: 'admin-1',
  email: 'admin@test.example',
  email_verified: true,
  role: 'admin',
  firebase: { sign_in_provider: 'password' },
} as unknown as DecodedIdToken;

/** A token that is well signed and unexpired, but whose sessions were revoked. */
const productionVerifier: TokenVerifier = {
  async verifyIdToken(_idToken: string, checkRevoked = false) {
    if (checkRevoked) throw Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' });
    return revokedAdminToken;
  },
};

/** Answers any chain of property reads and calls, so building the repositories needs no emulator. */
const firestoreNeverRead: unknown = new Proxy(function neverRead() {}, {
  get: (_target, key) => (key === 'then' ? undefined : firestoreNeverRead),
  apply: () => firestoreNeverRead,
});

describe('a revoked session', () => {
  beforeEach(() => jest.spyOn(logs, 'tokenRejected').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  const app = createApp({
    // No route below reaches Firestore (the token is refused first); the repositories only build references.
    firestore: firestoreNeverRead as never,
    auth: productionVerifier,
    config: loadConfig({
      FIREBASE_CONFIG: JSON.stringify({ projectId: 'p', storageBucket: 'p.appspot.com' }),
      PAYMENT_GATEWAY: 'sandbox',
      MAIL_DELIVERY: 'extension',
    }),
  });

  it('when a revoked admin token is sent to admin-login, then it answers 401 instead of role admin', async () => {
    const res = await request(app).post('/api/auth/admin-login').send({ idToken: 'old-token' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      success: false,
      message: 'Your session has ended. Please sign in again.',
    });
  });

  it('when a revoked token is sent to registerCustomer, then it answers 401', async () => {
    const res = await request(app)
      .post('/api/signup/registerCustomer')
      .send({ idToken: 'old-token', firstName: 'Ada' });
    expect(res.status).toBe(401);
  });

  it("when a revoked admin token asks for a customer's profile, then it answers 401 instead of the profile", async () => {
    const read = await request(app)
      .get('/api/customers/profile/customer%40test.example')
      .set('Authorization', 'Bearer old-token');
    expect(read.status).toBe(401);
    const write = await request(app)
      .put('/api/customers/profile/customer%40test.example')
      .set('Authorization', 'Bearer old-token')
      .send({ name: 'Changed' });
    expect(write.status).toBe(401);
  });
});
