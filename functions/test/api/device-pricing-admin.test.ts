import request from 'supertest';
import { bearer, createUser, firestore, newApp } from '../support/emulator';

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
