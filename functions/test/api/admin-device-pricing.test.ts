import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Firestore } from 'firebase-admin/firestore';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { adminServices } from '../../src/firebase';
import { collections } from '../../src/repositories/collections';
import {
  type DevicePricingRecord,
  devicePricingConverter,
} from '../../src/repositories/device-pricing';
import { auth, bearer, createUser, emulator, firestore, newApp } from '../support/emulator';

/** A database no other test writes to, so the list holds exactly what the test wrote. */
function ownDatabase(): Firestore {
  return adminServices(emulator.projectId, `pricing-${randomUUID().slice(0, 8)}`).firestore;
}

/** `count` records like the seed's: the first half share one createdAt (the id breaks the ties). */
async function writeDevices(db: Firestore, count: number): Promise<DevicePricingRecord[]> {
  const records = Array.from({ length: count }, (_, k): DevicePricingRecord => {
    const createdAt = new Date(Date.UTC(2026, 0, 1) + Math.max(0, k - count / 2) * 60_000);
    return {
      id: `device-${String(k).padStart(3, '0')}`,
      deviceBrand: 'Brand',
      deviceModel: `Model ${k}`,
      deviceValueCents: 50_000 + k,
      planPriceCents: 999,
      deductibleScreenCents: 0,
      deductibleBackGlassCents: 0,
      deductibleTheftCents: 0,
      isActive: true,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const ref = db.collection(collections.devicePricing).withConverter(devicePricingConverter);
  const batch = db.batch();
  for (const record of records) batch.set(ref.doc(record.id), record);
  await batch.commit();
  return records;
}

async function auditFor(id: string) {
  const snapshot = await firestore.collection('auditLog').where('target.id', '==', id).get();
  return snapshot.docs.map((d) => d.data()).sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

describe('device pricing administration', () => {
  it('when an admin creates, updates and deletes a record, then each step is stored, audited and public', async () => {
    const app = newApp();
    const admin = await createUser({ role: 'admin' });
    const model = `Galaxy Test ${Date.now()}`;

    await request(app).get('/api/device-pricing'); // warm the public cache
    const created = await request(app)
      .post('/api/device-pricing')
      .set(...bearer(admin))
      .send({
        device_brand: 'Samsung',
        device_model: model,
        device_value: '899.99',
        plan_price: 12.99,
        created_at: 'x',
        id: 'mine',
      });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: 'Device pricing created!' });
    const id = created.body.device.id as string;
    expect(id).not.toBe('mine');
    expect((await firestore.collection('devicePricing').doc(id).get()).data()).toMatchObject({
      deviceBrand: 'Samsung',
      deviceModel: model,
      deviceValueCents: 89999,
      planPriceCents: 1299,
      deductibleScreenCents: 0,
      isActive: true,
    });
    // The cache was dropped: the public list shows the new record at once.
    const publicList = await request(app).get('/api/device-pricing');
    expect((publicList.body.devices as { id: string }[]).some((d) => d.id === id)).toBe(true);

    const updated = await request(app)
      .put(`/api/device-pricing/${id}`)
      .set(...bearer(admin))
      .send({ plan_price: 13.49 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ success: true, message: 'Device pricing updated!' });
    expect((await firestore.collection('devicePricing').doc(id).get()).data()).toMatchObject({
      planPriceCents: 1349,
      deviceValueCents: 89999,
      deviceModel: model,
    });

    const admins = await request(app)
      .get('/api/device-pricing/admin')
      .set(...bearer(admin));
    expect(admins.status).toBe(200);
    expect(
      (admins.body.devices as { id: string; plan_price: number }[]).find((d) => d.id === id)
        ?.plan_price,
    ).toBe(13.49);

    const deleted = await request(app)
      .delete(`/api/device-pricing/${id}`)
      .set(...bearer(admin));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ success: true, message: 'Device pricing deleted!' });
    expect((await firestore.collection('devicePricing').doc(id).get()).exists).toBe(false);

    const audit = await auditFor(id);
    expect(audit.map((a) => a.action)).toEqual([
      'devicePricing.create',
      'devicePricing.update',
      'devicePricing.delete',
    ]);
    expect(audit[1]).toMatchObject({
      who: { uid: admin.uid, email: admin.email },
      before: expect.objectContaining({ planPriceCents: 1299 }),
      after: expect.objectContaining({ planPriceCents: 1349 }),
    });
    expect(audit[2]?.after).toBeNull();
  });

  it('when an admin updates or deletes a record that does not exist, then it answers 404', async () => {
    const app = newApp();
    const admin = await createUser({ role: 'admin' });
    expect(
      (
        await request(app)
          .put('/api/device-pricing/nope')
          .set(...bearer(admin))
          .send({ plan_price: 1 })
      ).status,
    ).toBe(404);
    expect(
      (
        await request(app)
          .delete('/api/device-pricing/nope')
          .set(...bearer(admin))
      ).status,
    ).toBe(404);
  });

  it('when an admin names a record with an id Firestore cannot hold (a slash), then it answers 404, not 500', async () => {
    const app = newApp();
    const admin = await createUser({ role: 'admin' });
    const update = await request(app)
      .put('/api/device-pricing/apple%2Fiphone')
      .set(...bearer(admin))
      .send({ plan_price: 1 });
    expect(update.status).toBe(404);
    expect(update.body).toMatchObject({ success: false, code: 'not_found' });
    const remove = await request(app)
      .delete('/api/device-pricing/apple%2Fiphone')
      .set(...bearer(admin));
    expect(remove.status).toBe(404);
    const addOn = await request(app)
      .put('/api/admin/addons/a%2Fb')
      .set(...bearer(admin))
      .send({ name: 'x' });
    expect(addOn.status).toBe(404);
  });

  it('when an admin sends a price that is not a number, then it answers 400', async () => {
    const admin = await createUser({ role: 'admin' });
    const res = await request(newApp())
      .post('/api/device-pricing')
      .set(...bearer(admin))
      .send({ plan_price: 'cheap' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ plan_price: 'Please enter a number' });
  });

  it('when an admin pages through 64 records, then each comes once, newest first, with the total', async () => {
    const db = ownDatabase();
    const records = await writeDevices(db, 64);
    const app = createApp({ firestore: db, auth, config: loadConfig() });
    const admin = await createUser({ role: 'admin' });

    const seen: { id: string }[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const res: request.Response = await request(app)
        .get('/api/device-pricing/admin')
        .query({ t: Date.now(), limit: 10, cursor })
        .set(...bearer(admin));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, total: 64 });
      expect(res.body.devices.length).toBeLessThanOrEqual(10);
      seen.push(...res.body.devices);
      cursor = res.body.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(7);
    expect(seen.map((d) => d.id).sort()).toEqual(records.map((r) => r.id).sort());
    // Newest first: the last written (latest createdAt) leads, the tied half comes last by id, descending.
    expect(seen[0]?.id).toBe('device-063');
    expect(seen.slice(-2).map((d) => d.id)).toEqual(['device-001', 'device-000']);

    // The page's first request: 50 rows (and 1 to know a next page exists) and the count().
    const first = await request(app)
      .get('/api/device-pricing/admin')
      .query({ t: Date.now() })
      .set(...bearer(admin));
    expect(first.status).toBe(200);
    expect(first.body.devices).toHaveLength(50);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    expect(first.body.total).toBe(64);
    expect(Number(first.headers['x-firestore-reads'])).toBeLessThanOrEqual(52);
    const last = await request(app)
      .get('/api/device-pricing/admin')
      .query({ cursor: first.body.nextCursor as string })
      .set(...bearer(admin));
    expect(last.body.devices).toHaveLength(14);
    expect(last.body.nextCursor).toBeNull();
  });

  it('when the cursor is not one the server made, then it answers 400; a customer gets 403', async () => {
    const app = newApp();
    const admin = await createUser({ role: 'admin' });
    const bad = await request(app)
      .get('/api/device-pricing/admin')
      .query({ cursor: 'not-a-cursor' })
      .set(...bearer(admin));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      cursor: 'This page link is out of date. Please reload the list.',
    });
    const customer = await createUser();
    const refused = await request(app)
      .get('/api/device-pricing/admin')
      .set(...bearer(customer));
    expect(refused.status).toBe(403);
  });

  it("when an admin's session is revoked, then admin routes answer 401", async () => {
    const admin = await createUser({ role: 'admin' });
    const { auth } = await import('../support/emulator');
    await new Promise((resolve) => setTimeout(resolve, 1100)); // revocation counts from the next second
    await auth.revokeRefreshTokens(admin.uid);
    const res = await request(newApp())
      .get('/api/device-pricing/admin')
      .set(...bearer(admin));
    expect(res.status).toBe(401);
  });
});
