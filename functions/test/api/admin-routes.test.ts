// Every admin route, present and future, must refuse anonymous callers (401) and customers (403).
import type { DecodedIdToken } from 'firebase-admin/auth';
import request from 'supertest';
import { createApp } from '../../src/app';
import type { TokenVerifier } from '../../src/caller';
import { loadConfig } from '../../src/config';
import { auth, bearer, createUser, firestore, newApp } from '../support/emulator';
import { type RegisteredRoute, concretePath, registeredRoutes } from '../support/routes';

/** What counts as an admin route (DESIGN.md section 4). POST /api/device-pricing/custom is a customer call. */
function isAdminRoute({ method, path }: RegisteredRoute): boolean {
  if (path.startsWith('/api/admin')) return true;
  if (path.startsWith('/api/device-pricing/admin')) return true;
  const devicePricingMutation =
    path.startsWith('/api/device-pricing') && method !== 'GET' && method !== 'HEAD';
  return devicePricingMutation && path !== '/api/device-pricing/custom';
}

function call(app: ReturnType<typeof newApp>, route: RegisteredRoute) {
  const path = concretePath(route.path);
  const agent = request(app);
  switch (route.method) {
    case 'GET':
      return agent.get(path);
    case 'POST':
      return agent.post(path).send({});
    case 'PUT':
      return agent.put(path).send({});
    case 'PATCH':
      return agent.patch(path).send({});
    case 'DELETE':
      return agent.delete(path);
    default:
      throw new Error(`Unexpected method ${route.method} on ${route.path}`);
  }
}

/**
 * The only routes anybody may call without a token. The two sign-in routes check an ID token in
 * their body instead, and Stripe's webhook its signature. A new route is signed-in unless it is added
 * here on purpose.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/plans',
  'GET /api/addons',
  'GET /api/device-pricing',
  'GET /api/payment/config',
  'POST /api/stripe/webhook',
  'POST /api/contact',
  'POST /api/auth/admin-login',
  'POST /api/signup/registerCustomer',
];

/** Calls each route (as `caller`, else without a token) and expects the same refusal from all of them. */
async function expectEveryAnswer(
  app: ReturnType<typeof newApp>,
  routes: RegisteredRoute[],
  status: number,
  code: string,
  caller?: Parameters<typeof bearer>[0],
): Promise<void> {
  for (const route of routes) {
    const req = call(app, route);
    const res = caller ? await req.set(...bearer(caller)) : await req;
    expect({ route, status: res.status, code: res.body.code }).toEqual({ route, status, code });
  }
}

describe('signed-in routes', () => {
  const app = newApp();
  const routes = registeredRoutes(app);

  it('when any route outside the public list is called without a token, then it answers 401', async () => {
    const guarded = routes.filter(
      ({ method, path }) => !PUBLIC_ROUTES.includes(`${method} ${path}`),
    );
    expect(guarded.length).toBeGreaterThan(10);
    await expectEveryAnswer(app, guarded, 401, 'unauthenticated');
  });

  it('when the public list is read, then every route in it exists (no stale entries)', () => {
    const registered = routes.map(({ method, path }) => `${method} ${path}`);
    expect(registered).toEqual(expect.arrayContaining(PUBLIC_ROUTES));
  });
});

/**
 * The admin SDK as it behaves in production: it asks the identity service about revoked sessions and
 * deleted accounts only when told to (checkRevoked). The Auth emulator always asks, so without this a
 * route that forgot to ask would pass here and serve a deleted customer in production.
 */
const productionVerifier: TokenVerifier = {
  async verifyIdToken(idToken, checkRevoked = false) {
    try {
      return await auth.verifyIdToken(idToken, checkRevoked);
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      const askedOnlyByEmulator =
        code === 'auth/id-token-revoked' || code === 'auth/user-not-found';
      if (checkRevoked || !askedOnlyByEmulator) throw err;
      // The signature was checked before the revocation lookup failed: the claims are the token's own.
      const [, payload = ''] = idToken.split('.');
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as DecodedIdToken;
    }
  },
};

describe('revoked sessions', () => {
  const app = createApp({ firestore, auth: productionVerifier, config: loadConfig() });
  const guarded = registeredRoutes(app).filter(
    ({ method, path }) => !PUBLIC_ROUTES.includes(`${method} ${path}`),
  );

  it("when a customer's sessions are revoked, then every route outside the public list answers 401 to their old token", async () => {
    const customer = await createUser();
    // Revocation counts in whole seconds: a token signed in during the same second would still be valid.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await auth.revokeRefreshTokens(customer.uid);
    await expectEveryAnswer(app, guarded, 401, 'unauthenticated', customer);
  });

  it("when a customer's account is deleted, then every route outside the public list answers 401 to their token", async () => {
    const customer = await createUser();
    await auth.deleteUser(customer.uid);
    await expectEveryAnswer(app, guarded, 401, 'unauthenticated', customer);
  });
});

describe('admin routes', () => {
  const app = newApp();
  const routes = registeredRoutes(app);
  const adminRoutes = routes.filter(isAdminRoute);

  it('when the app is assembled, then the walk finds its public and admin routes', () => {
    expect(routes).toEqual(expect.arrayContaining([{ method: 'GET', path: '/api/plans' }]));
    expect(adminRoutes).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: '/api/device-pricing/admin' },
        { method: 'POST', path: '/api/device-pricing' },
        { method: 'GET', path: '/api/admin/plans' },
      ]),
    );
  });

  it('when any admin route is called without a token, then it answers 401', async () => {
    await expectEveryAnswer(app, adminRoutes, 401, 'unauthenticated');
  });

  it("when any admin route is called with a customer's token, then it answers 403", async () => {
    const customer = await createUser();
    await expectEveryAnswer(app, adminRoutes, 403, 'forbidden', customer);
  });

  it("when an admin route is called with an admin's token, then it is let through", async () => {
    const admin = await createUser({ role: 'admin' });
    const res = await request(app)
      .get('/api/admin/plans')
      .set(...bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });
});
