// Admin lists, exports, subscription status and user deletion (issue 13). Each test that counts rows runs
// on a Firestore database of its own (the emulator keeps named databases apart), so the lists hold exactly
// what the test wrote; sign-in accounts come from the shared Auth emulator.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Express } from 'express';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { createApp } from '../../src/app';
import {
  type PaymentGateway,
  PaymentGatewayUnavailableError,
} from '../../src/adapters/payment-gateway';
import { loadConfig } from '../../src/config';
import { adminServices } from '../../src/firebase';
import { createRepositories } from '../../src/repositories';
import { collections } from '../../src/repositories/collections';
import { rebuildMonthlyTotals } from '../../src/repositories/monthly-totals';
import { createBillingService } from '../../src/services/billing';
import { createMessages } from '../../src/services/messages';
import {
  aClaim,
  aPayment,
  aQuote,
  aSubscription,
  aUser,
  writeAll,
} from '../../scripts/volume-records';
import { sandboxGateway } from '../support/payments';
import { type TestUser, auth, bearer, createUser, emulator } from '../support/emulator';

/** A database no other test writes to. */
function ownDatabase(): Firestore {
  return adminServices(emulator.projectId, `lists-${randomUUID().slice(0, 8)}`).firestore;
}

function appOn(db: Firestore, gateway: PaymentGateway = sandboxGateway()): Express {
  return createApp({
    firestore: db,
    auth,
    config: loadConfig(),
    gateway: { kind: 'sandbox', gateway: gateway as ReturnType<typeof sandboxGateway> },
  });
}

const ROUTES: [method: 'get' | 'put' | 'delete', path: string][] = [
  ['get', '/api/admin/users'],
  ['get', '/api/admin/user/x'],
  ['delete', '/api/admin/user/x'],
  ['get', '/api/admin/quotes'],
  ['delete', '/api/admin/quote/x'],
  ['get', '/api/admin/payments'],
  ['get', '/api/admin/subscriptions'],
  ['get', '/api/admin/subscriptions/x'],
  ['put', '/api/admin/subscriptions/x/status'],
  ['get', '/api/admin/export-users'],
  ['get', '/api/admin/export-quotes'],
  ['get', '/api/admin/export-claims'],
  ['get', '/api/admin/export-subscriptions'],
  ['get', '/api/admin/export-payments'],
];

describe('admin lists', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createUser({ role: 'admin' });
  });

  it('when a customer or nobody calls any admin list route, then it answers 403 or 401', async () => {
    const app = appOn(ownDatabase());
    const customer = await createUser();
    for (const [method, path] of ROUTES) {
      const anonymous = await request(app)[method](path).send({ status: 'paused' });
      const asCustomer = await request(app)
        [method](path)
        .set(...bearer(customer))
        .send({ status: 'paused' });
      expect({ path, anonymous: anonymous.status, customer: asCustomer.status }).toEqual({
        path,
        anonymous: 401,
        customer: 403,
      });
    }
  });

  it('when 500 payments are paged through, then each comes exactly once, newest first, with the total', async () => {
    const db = ownDatabase();
    const user = aUser(1, 'paging');
    const subscription = aSubscription(1, user);
    // 250 distinct moments, two payments at each: the id breaks the ties.
    const payments = Array.from({ length: 500 }, (_, k) =>
      aPayment(subscription, k, {
        id: `pay-${String(k).padStart(3, '0')}`,
        createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(k / 2) * 60_000),
      }),
    );
    await writeAll(db, { payments });
    // Written around the api, as the volume seed does: the totals the list's count comes from are rebuilt.
    await rebuildMonthlyTotals(db);
    const app = appOn(db);

    const seen: { id: string; created_at: string }[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const res: request.Response = await request(app)
        .get('/api/admin/payments')
        .query({ limit: 37, cursor })
        .set(...bearer(admin));
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(500);
      expect(res.body.payments.length).toBeLessThanOrEqual(37);
      seen.push(...res.body.payments);
      cursor = res.body.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(Math.ceil(500 / 37));
    expect(new Set(seen.map((p) => p.id)).size).toBe(500);
    expect(seen.map((p) => p.id).sort()).toEqual(payments.map((p) => p.id).sort());
    const times = seen.map((p) => Date.parse(p.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const first = await request(app)
      .get('/api/admin/payments')
      .set(...bearer(admin));
    expect(first.body.payments).toHaveLength(50);
    // 51 payments (the extra one says whether a next page exists) and the count() aggregation.
    expect(Number(first.headers['x-firestore-reads'])).toBeLessThanOrEqual(52);
    const capped = await request(app)
      .get('/api/admin/payments')
      .query({ limit: 1000 })
      .set(...bearer(admin));
    expect(capped.body.payments).toHaveLength(200);
  });

  it('when users and quotes are searched by the start of an e-mail, then only those match, newest first', async () => {
    const db = ownDatabase();
    const users = [
      aUser(1, 'search', { email: 'alice.jones@example.com' }),
      aUser(2, 'search', { email: 'alice.smith@example.com' }),
      aUser(3, 'search', { email: 'bob@alice.example' }),
    ];
    await writeAll(db, {
      users: users.map((u, i) => ({ ...u, quotesCount: i, claimsCount: 2 * i })),
      quotes: users.map((u, i) => aQuote(i, u)),
    });
    const app = appOn(db);

    const found = await request(app)
      .get('/api/admin/users')
      .query({ search: '  ALICE.' })
      .set(...bearer(admin));
    expect(found.status).toBe(200);
    expect(found.body.total).toBe(2);
    expect(found.body.nextCursor).toBeNull();
    expect(found.body.users).toEqual([
      {
        id: users[1]!.uid,
        name: users[1]!.name,
        email: 'alice.smith@example.com',
        role: 'customer',
        created_at: users[1]!.createdAt.toISOString(),
        quotesCount: 1,
        claimsCount: 2,
      },
      expect.objectContaining({ email: 'alice.jones@example.com' }),
    ]);

    const quotes = await request(app)
      .get('/api/admin/quotes')
      .query({ search: 'bob@' })
      .set(...bearer(admin));
    expect(quotes.body.total).toBe(1);
    expect(quotes.body.quotes).toEqual([
      expect.objectContaining({
        email: 'bob@alice.example',
        plan: 'Basic Plan',
        amount: 12.99,
        paid: false,
      }),
    ]);

    const all = await request(app)
      .get('/api/admin/users')
      .set(...bearer(admin));
    expect(all.body.total).toBe(3);
  });

  it('when an admin deletes a quote, then it is gone, uncounted from its customer and audited', async () => {
    const db = ownDatabase();
    const user = { ...aUser(1, 'quotes'), quotesCount: 1 };
    const quote = aQuote(1, user);
    await writeAll(db, { users: [user], quotes: [quote] });
    const app = appOn(db);

    const res = await request(app)
      .delete(`/api/admin/quote/${quote.id}`)
      .set(...bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Quote deleted successfully' });
    expect((await db.collection(collections.quotes).doc(quote.id).get()).exists).toBe(false);
    expect((await db.collection(collections.users).doc(user.uid).get()).get('quotesCount')).toBe(0);
    const audit = await db
      .collection(collections.auditLog)
      .where('target.id', '==', quote.id)
      .get();
    expect(audit.docs.map((d) => d.get('action'))).toEqual(['quote.delete']);

    const again = await request(app)
      .delete(`/api/admin/quote/${quote.id}`)
      .set(...bearer(admin));
    expect(again.status).toBe(404);
  });

  it('when the user page is read, then profile, devices, subscriptions, claims and payments come in one answer', async () => {
    const db = ownDatabase();
    const user = aUser(1, 'detail');
    const subscription = aSubscription(1, user);
    await writeAll(db, {
      users: [user],
      subscriptions: [subscription],
      payments: [aPayment(subscription, 0), aPayment(subscription, 1)],
      claims: [aClaim(1, subscription)],
    });
    const res = await request(appOn(db))
      .get(`/api/admin/user/${user.uid}`)
      .set(...bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.uid, role: 'customer' });
    expect(res.body.profile).toMatchObject({ email: user.email, name: user.name });
    expect(res.body.subscriptions.map((s: { id: string }) => s.id)).toEqual([subscription.id]);
    expect(res.body.payments).toHaveLength(2);
    expect(res.body.claims).toHaveLength(1);

    const missing = await request(appOn(db))
      .get('/api/admin/user/nobody')
      .set(...bearer(admin));
    expect(missing.status).toBe(404);
  });
});

describe('admin lists over records written before them', () => {
  it('when the backfill has run, then old profiles show their counts and old quotes are found by e-mail', async () => {
    const admin = await createUser({ role: 'admin' });
    const db = ownDatabase();
    const user = aUser(1, 'backfill', { email: 'old.timer@example.com' });
    const subscription = aSubscription(1, user);
    await writeAll(db, {
      quotes: [aQuote(1, user), aQuote(2, user)],
      claims: [aClaim(1, subscription)],
    });
    // As written before the admin lists: no counters, no e-mail prefixes.
    const { uid: _uid, quotesCount: _q, claimsCount: _c, ...old } = user;
    await db.collection(collections.users).doc(user.uid).set(old);
    const quotes = await db.collection(collections.quotes).get();
    await Promise.all(quotes.docs.map((d) => d.ref.update({ emailPrefixes: FieldValue.delete() })));
    const app = appOn(db);
    const search = () =>
      request(app)
        .get('/api/admin/quotes')
        .query({ search: 'old.' })
        .set(...bearer(admin));
    expect((await search()).body.total).toBe(0);

    const repos = createRepositories(db);
    for (const uid of await repos.users.uidsAfter(null, 10)) await repos.users.recount(uid);
    expect(await repos.quotes.rewriteAll()).toBe(2);

    expect((await search()).body.total).toBe(2);
    const users = await request(app)
      .get('/api/admin/users')
      .query({ search: 'old.timer@' })
      .set(...bearer(admin));
    expect(users.body.users).toEqual([
      expect.objectContaining({ id: user.uid, quotesCount: 2, claimsCount: 1 }),
    ]);
  });
});

describe('admin subscription status', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createUser({ role: 'admin' });
  });

  it('when set paused, billing skips it; set active again, billing starts from today, each change audited', async () => {
    const db = ownDatabase();
    const user = aUser(1, 'status');
    // Bought three months ago, one month paid: the renewal is two months overdue.
    const bought = new Date(Date.now() - 92 * 86_400_000);
    const subscription = aSubscription(1, user, { createdAt: bought });
    await writeAll(db, { users: [user], subscriptions: [subscription] });
    const app = appOn(db);
    const put = (status: string) =>
      request(app)
        .put(`/api/admin/subscriptions/${subscription.id}/status`)
        .set(...bearer(admin))
        .send({ status });

    const paused = await put('paused');
    expect(paused.status).toBe(200);
    expect(paused.body.message).toBe('Subscription status updated to paused');
    expect(paused.body.subscription.status).toBe('paused');

    const charges: string[] = [];
    const repos = createRepositories(db);
    const gateway = sandboxGateway();
    const billing = createBillingService({
      ...repos,
      messages: createMessages({ siteUrl: 'http://127.0.0.1:5000' }),
      gateway: {
        ...gateway,
        charge: async (input) => {
          charges.push(input.idempotencyKey);
          return {
            status: 'succeeded',
            chargeId: `ch_test_${charges.length}`,
            amountCents: input.amountCents,
            card: null,
            gatewaySubscriptionId: null,
          };
        },
        listChargesSince: async () => [],
      },
      clock: { now: () => new Date() },
    });
    await billing.run(new Date());
    expect(charges).toEqual([]);

    const before = Date.now();
    const active = await put('active');
    expect(active.status).toBe(200);
    expect(active.body.message).toBe('Subscription status updated to active');
    const next = Date.parse(active.body.subscription.nextBillingDate);
    expect(next).toBeLessThanOrEqual(Date.now());
    expect(next).toBeGreaterThan(before - 4 * 86_400_000);
    await billing.run(new Date());
    expect(charges).toHaveLength(1);

    const read = await request(app)
      .get(`/api/admin/subscriptions/${subscription.id}`)
      .set(...bearer(admin));
    expect(read.body.subscription.status).toBe('active');

    const audit = await db
      .collection(collections.auditLog)
      .where('target.id', '==', subscription.id)
      .get();
    const entries = audit.docs
      .map((d) => d.data())
      .sort((a, b) => a.at.toMillis() - b.at.toMillis());
    expect(entries.map((e) => [e.action, e.before.status, e.after.status, e.who.uid])).toEqual([
      ['subscription.status', 'active', 'paused', admin.uid],
      ['subscription.status', 'paused', 'active', admin.uid],
    ]);

    const invalid = await put('trial');
    expect(invalid.status).toBe(400);
  });

  it('when cancelling fails at the gateway, then nothing changes; when it succeeds, coverage ends', async () => {
    const db = ownDatabase();
    const user = aUser(1, 'cancel');
    const base = aSubscription(1, user);
    const subscription = {
      ...base,
      gateway: { ...base.gateway, mode: 'stripe' as const, subscriptionId: 'sub_test_1' },
    };
    await writeAll(db, { users: [user], subscriptions: [subscription] });
    let down = true;
    const cancelled: string[] = [];
    const gateway: PaymentGateway = {
      ...sandboxGateway(),
      cancelSubscription: async ({ gatewaySubscriptionId }) => {
        if (down) throw new PaymentGatewayUnavailableError('down');
        cancelled.push(gatewaySubscriptionId);
      },
    };
    const app = appOn(db, gateway);
    const put = (status: string) =>
      request(app)
        .put(`/api/admin/subscriptions/${subscription.id}/status`)
        .set(...bearer(admin))
        .send({ status });

    expect((await put('paused')).status).toBe(409);
    const failed = await put('canceled');
    expect(failed.status).toBe(503);
    const stored = await db.collection(collections.subscriptions).doc(subscription.id).get();
    expect(stored.get('status')).toBe('active');

    down = false;
    const ok = await put('canceled');
    expect(ok.status).toBe(200);
    expect(ok.body.subscription.status).toBe('canceled');
    expect(cancelled).toEqual(['sub_test_1']);
    expect((await put('active')).status).toBe(409);
  });
});

describe('admin exports', () => {
  it('when users are exported, then the CSV streams with its header row and a formula cell neutralized', async () => {
    const admin = await createUser({ role: 'admin' });
    const db = ownDatabase();
    const sly = aUser(1, 'csv', { name: '=HYPERLINK("x")' });
    const plain = aUser(2, 'csv', { name: 'Plain, Name' });
    await writeAll(db, { users: [sly, plain] });

    const res = await request(appOn(db))
      .get('/api/admin/export-users')
      .set(...bearer(admin));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="users-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('id,name,email,role,quotesCount,claimsCount,created_at');
    expect(lines[1]).toBe(
      `${plain.uid},"Plain, Name",${plain.email},customer,0,0,${plain.createdAt.toISOString()}`,
    );
    expect(lines[2]).toBe(
      `${sly.uid},"'=HYPERLINK(""x"")",${sly.email},customer,0,0,${sly.createdAt.toISOString()}`,
    );
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);

    const empty = await request(appOn(db))
      .get('/api/admin/export-quotes')
      .set(...bearer(admin));
    expect(empty.status).toBe(200);
    expect(empty.text).toBe('id,email,device,plan,amount,status,paid,imei,created_at\r\n');
  });

  it('when payments are exported, then every row of several pages comes once', async () => {
    const admin = await createUser({ role: 'admin' });
    const db = ownDatabase();
    const subscription = aSubscription(1, aUser(1, 'csvpay'));
    const payments = Array.from({ length: 450 }, (_, k) => aPayment(subscription, k));
    await writeAll(db, { payments });
    const res = await request(appOn(db))
      .get('/api/admin/export-payments')
      .set(...bearer(admin));
    expect(res.status).toBe(200);
    const lines = res.text.split('\r\n').filter((l) => l !== '');
    expect(lines[0]).toBe(
      'id,user_name,user_email,amount,payment_type,status,stripe_payment_intent_id,decline_code,description,created_at',
    );
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(450);
  });
});

describe('admin user deletion', () => {
  it('when a customer is deleted, then the account is gone and payments and claims are kept without name or e-mail', async () => {
    const admin = await createUser({ role: 'admin' });
    const customer = await createUser();
    const db = ownDatabase();
    const user = aUser(1, 'erase', { uid: customer.uid, email: customer.email });
    const subscription = aSubscription(1, user);
    const payments = [aPayment(subscription, 0), aPayment(subscription, 1)];
    const claim = aClaim(1, subscription);
    await writeAll(db, {
      users: [user],
      subscriptions: [subscription],
      payments,
      claims: [claim],
      quotes: [aQuote(1, user)],
    });

    const answers = db.collection(collections.idempotencyKeys);
    await answers.doc(`${customer.uid}:abc`).set({ state: 'completed', body: customer.email });
    await answers.doc(`${customer.uid}x:abc`).set({ state: 'completed', body: 'someone else' });

    const res = await request(appOn(db))
      .delete(`/api/admin/user/${customer.uid}`)
      .set(...bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'User deleted successfully.',
      canceledSubscriptions: 1,
      anonymisedPayments: 2,
      anonymisedClaims: 1,
    });

    await expect(auth.getUser(customer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await db.collection(collections.users).doc(customer.uid).get()).exists).toBe(false);
    const kept = await db
      .collection(collections.payments)
      .where('userId', '==', customer.uid)
      .get();
    expect(
      kept.docs.map((d) => [d.get('userName'), d.get('userEmail'), d.get('amountCents')]),
    ).toEqual([
      ['Deleted user', `deleted-${customer.uid}@deleted.invalid`, 1299],
      ['Deleted user', `deleted-${customer.uid}@deleted.invalid`, 1299],
    ]);
    const keptClaim = await db.collection(collections.claims).doc(claim.id).get();
    expect(keptClaim.get('userEmail')).toBe(`deleted-${customer.uid}@deleted.invalid`);
    expect(keptClaim.get('description')).toBe(claim.description);
    expect(JSON.stringify(keptClaim.data())).not.toContain(customer.email);
    const sub = await db.collection(collections.subscriptions).doc(subscription.id).get();
    expect([sub.get('status'), sub.get('userName')]).toEqual(['canceled', 'Deleted user']);
    const quotes = await db
      .collection(collections.quotes)
      .where('userId', '==', customer.uid)
      .get();
    expect(quotes.size).toBe(0);
    expect((await answers.doc(`${customer.uid}:abc`).get()).exists).toBe(false);
    expect((await answers.doc(`${customer.uid}x:abc`).get()).exists).toBe(true);
    const audit = await db
      .collection(collections.auditLog)
      .where('target.id', '==', customer.uid)
      .get();
    expect(audit.docs.map((d) => d.get('action'))).toEqual(['user.delete']);
  });

  it('when an admin deletes their own account or the last admin, then it is refused and nothing changes', async () => {
    const caller = await createUser({ role: 'admin' });
    const other = await createUser({ role: 'admin' });
    const db = ownDatabase();
    // In this database the other admin is the only one the profiles know of.
    await writeAll(db, {
      users: [
        aUser(1, 'last', { uid: caller.uid, email: caller.email }),
        aUser(2, 'last', { uid: other.uid, email: other.email, role: 'admin' }),
      ],
    });
    const app = appOn(db);

    const self = await request(app)
      .delete(`/api/admin/user/${caller.uid}`)
      .set(...bearer(caller));
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot delete your own account.');

    const last = await request(app)
      .delete(`/api/admin/user/${other.uid}`)
      .set(...bearer(caller));
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('You cannot delete the last admin account.');
    expect((await auth.getUser(other.uid)).disabled).toBe(false);
    expect((await db.collection(collections.users).doc(other.uid).get()).exists).toBe(true);
  });
});
