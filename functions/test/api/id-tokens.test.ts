// ID tokens against the Auth emulator (issue 14, security). In emulator mode firebase-admin skips the
// signature (it accepts only unsigned, alg "none" tokens) but still checks the project (aud, iss), the
// expiry and that the account exists: those are proven here on a real route. Signatures, `kid` and `alg`
// are proven with production verification in functions/test/unit/id-tokens.test.ts.
import { createHmac } from 'node:crypto';
import request from 'supertest';
import { bearer, createUser, emulator, newApp, type TestUser } from '../support/emulator';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of a real emulator token, with `overrides`, re-encoded unsigned as the emulator issues them. */
function forged(user: TestUser, overrides: Record<string, unknown>, header?: object): string {
  const [realHeader, payload] = user.idToken.split('.');
  const claims = {
    ...(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object),
    ...overrides,
  };
  const head = header ? b64url(header) : (realHeader ?? '');
  return `${head}.${b64url(claims)}.`;
}

describe('ID tokens on the emulator', () => {
  const app = newApp();
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser();
  });

  const quotes = (idToken: string) =>
    request(app).get('/api/quotes').set('Authorization', `Bearer ${idToken}`);

  async function expectRefused(idToken: string): Promise<void> {
    const res = await quotes(idToken);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'unauthenticated' });
  }

  it('accepts the emulator token as issued, and the same claims re-encoded (the baseline)', async () => {
    expect(
      (
        await request(app)
          .get('/api/quotes')
          .set(...bearer(user))
      ).status,
    ).toBe(200);
    expect((await quotes(forged(user, {}))).status).toBe(200);
  });

  it('refuses a token for another project', async () => {
    await expectRefused(forged(user, { aud: 'other-project' }));
    await expectRefused(forged(user, { iss: 'https://securetoken.google.com/other-project' }));
    await expectRefused(
      forged(user, { aud: 'other-project', iss: 'https://securetoken.google.com/other-project' }),
    );
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(forged(user, { iat: now - 7200, exp: now - 3600 }));
  });

  it('refuses a token for an account that does not exist, and a signed token the emulator never issues', async () => {
    await expectRefused(forged(user, { sub: 'no-such-user', user_id: 'no-such-user' }));
    const header = b64url({ alg: 'HS256', typ: 'JWT' });
    const payload = forged(user, {}).split('.')[1] ?? '';
    const signature = createHmac('sha256', 'guess').update(`${header}.${payload}`).digest();
    await expectRefused(`${header}.${payload}.${signature.toString('base64url')}`);
    await expectRefused('not-a-token');
    expect(emulator.projectId).not.toBe('other-project');
  });
});
