// GET /api/admin/audit (issue 13, the Audit tab): admin only, newest first with who, action, target, before
// and after, filtered by entity (the changed record's collection), cursor pages without repeats. Each test
// runs on a Firestore database of its own, so the log holds exactly what the test did.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Express } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { AdminAuditAnswer, AuditEntryWire } from '@protect/domain';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { adminServices } from '../../src/firebase';
import { createAuditLogRepository } from '../../src/repositories/audit-log';
import { collections } from '../../src/repositories/collections';
import { planConverter } from '../../src/repositories/plans';
import { aSubscription, aUser, writeAll } from '../../scripts/volume-records';
import { aPlan } from '../support/builders';
import { sandboxGateway } from '../support/payments';
import { type TestUser, auth, bearer, createUser, emulator } from '../support/emulator';

function ownDatabase(): Firestore {
  return adminServices(emulator.projectId, `audit-${randomUUID().slice(0, 8)}`).firestore;
}

function appOn(db: Firestore): Express {
  return createApp({
    firestore: db,
    auth,
    config: loadConfig(),
    gateway: { kind: 'sandbox', gateway: sandboxGateway() },
  });
}

describe('GET /api/admin/audit', () => {
  let admin: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    [admin, customer] = await Promise.all([createUser({ role: 'admin' }), createUser()]);
  });

  const list = (app: Express, query: Record<string, string> = {}) =>
    request(app)
      .get('/api/admin/audit')
      .query(query)
      .set(...bearer(admin));

  it('when a customer or nobody asks, then 403 and 401', async () => {
    const app = appOn(ownDatabase());
    expect(
      (
        await request(app)
          .get('/api/admin/audit')
          .set(...bearer(customer))
      ).status,
    ).toBe(403);
    expect((await request(app).get('/api/admin/audit')).status).toBe(401);
  });

  it('when an admin updates a plan and pauses a subscription, then both are listed newest first with before and after, and the entity filter keeps one', async () => {
    const db = ownDatabase();
    const app = appOn(db);
    const plan = aPlan({ monthlyPriceCents: 1999 });
    await db
      .collection(collections.plans)
      .withConverter(planConverter)
      .doc(String(plan.id))
      .set(plan);
    const user = aUser(1, 'audit');
    const subscription = aSubscription(1, user);
    await writeAll(db, { users: [user], subscriptions: [subscription] });

    const edited = await request(app)
      .put(`/api/admin/plans/${plan.id}`)
      .set(...bearer(admin))
      .send({ name: plan.name, monthly_price: 24.5 });
    expect(edited.status).toBe(200);
    const paused = await request(app)
      .put(`/api/admin/subscriptions/${subscription.id}/status`)
      .set(...bearer(admin))
      .send({ status: 'paused' });
    expect(paused.status).toBe(200);

    const all = await list(app);
    expect(all.status).toBe(200);
    const body = all.body as AdminAuditAnswer;
    expect(body).toMatchObject({ success: true, total: 2, nextCursor: null });
    const [newest, older] = body.entries;
    expect(newest).toMatchObject({
      who: { uid: admin.uid, email: admin.email },
      action: 'subscription.status',
      target: { collection: 'subscriptions', id: subscription.id },
      before: { status: 'active' },
      after: { status: 'paused' },
    });
    expect(older).toMatchObject({
      who: { uid: admin.uid, email: admin.email },
      action: 'plan.update',
      target: { collection: 'plans', id: String(plan.id) },
      // Amounts in dollars on the wire, under the name without 'Cents'.
      before: { monthlyPrice: 19.99, name: plan.name },
      after: { monthlyPrice: 24.5, name: plan.name },
    });
    expect(older?.before).not.toHaveProperty('monthlyPriceCents');
    expect(Date.parse(newest?.at ?? '')).toBeGreaterThanOrEqual(Date.parse(older?.at ?? ''));

    const plans = (await list(app, { entity: 'plans' })).body as AdminAuditAnswer;
    expect(plans.total).toBe(1);
    expect(plans.entries.map((e) => e.action)).toEqual(['plan.update']);
    const quotes = (await list(app, { entity: 'quotes' })).body as AdminAuditAnswer;
    expect(quotes).toMatchObject({ total: 0, entries: [], nextCursor: null });

    const bad = await list(app, { entity: 'plans/x' });
    expect(bad.status).toBe(400);
  });

  it('when the log is read a page at a time, then every entry comes once, newest first, ties included', async () => {
    const db = ownDatabase();
    const audit = createAuditLogRepository(db);
    const base = Date.UTC(2026, 0, 1);
    // Three entries share a time: the document id breaks the tie.
    const times = [0, 1, 1, 1, 2, 3, 4].map((n) => new Date(base + n * 1000));
    await db.runTransaction(async (tx) => {
      times.forEach((at, i) =>
        audit.record(tx, {
          who: { uid: 'someone', email: null },
          action: 'plan.update',
          target: { collection: 'plans', id: `plan-${i}` },
          before: { n: i },
          after: { n: i + 1 },
          at,
        }),
      );
    });
    const app = appOn(db);
    const seen: AuditEntryWire[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { limit: '3', entity: 'plans' };
      if (cursor) query.cursor = cursor;
      const res = await list(app, query);
      expect(res.status).toBe(200);
      const page = res.body as AdminAuditAnswer;
      expect(page.entries.length).toBeLessThanOrEqual(3);
      seen.push(...page.entries);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen.map((e) => e.id)).size).toBe(times.length);
    expect(new Set(seen.map((e) => e.target.id)).size).toBe(times.length);
    const ats = seen.map((e) => Date.parse(e.at));
    expect(ats).toEqual([...ats].sort((a, b) => b - a));
    expect(seen[0]).toMatchObject({
      target: { id: 'plan-6' },
      who: { uid: 'someone', email: null },
    });

    expect((await list(app, { cursor: 'not-a-cursor' })).status).toBe(400);
  });
});
