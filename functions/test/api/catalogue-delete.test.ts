import request from 'supertest';
import { aDevicePricing, anAddOn, aPlan } from '../support/builders';
import { bearer, createUser, firestore, newApp, storeCatalogue } from '../support/emulator';
import { newIdempotencyKey, paymentsApp, registrationBody } from '../support/payments';

const REGISTER = '/api/payment/create-subscription-with-device';

/** The audit entries written for one record since the test started. */
async function auditEntries(collection: string, id: string) {
  const snapshot = await firestore.collection('auditLog').where('target.id', '==', id).get();
  return snapshot.docs
    .map((d) => d.data())
    .filter((a) => a.target.collection === collection && a.at.toMillis() >= testStarted.getTime());
}

let testStarted = new Date();
beforeEach(() => {
  testStarted = new Date();
});

describe('DELETE /api/admin/plans/:id', () => {
  it('when an admin deletes a plan, then it is gone from the admin and public lists at once and audited with its last state', async () => {
    const plan = aPlan();
    const cleanUp = await storeCatalogue({ plans: [plan] });
    try {
      const app = newApp();
      const admin = await createUser({ role: 'admin' });
      const before = await request(app).get('/api/plans'); // fills the public cache
      expect((before.body.plans as { id: number }[]).some((p) => p.id === plan.id)).toBe(true);

      const res = await request(app)
        .delete(`/api/admin/plans/${plan.id}`)
        .set(...bearer(admin));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Plan deleted' });
      expect((await firestore.collection('plans').doc(String(plan.id)).get()).exists).toBe(false);

      const after = await request(app).get('/api/plans');
      expect((after.body.plans as { id: number }[]).some((p) => p.id === plan.id)).toBe(false);
      const entries = await auditEntries('plans', String(plan.id));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'plan.delete',
        who: { uid: admin.uid, email: admin.email },
        before: { name: plan.name, monthlyPriceCents: plan.monthlyPriceCents },
        after: null,
      });
    } finally {
      await cleanUp();
    }
  });

  it('when the plan does not exist or the id is not a number, then it answers 404', async () => {
    const admin = await createUser({ role: 'admin' });
    const app = newApp();
    for (const id of ['1999999999999', 'basic']) {
      const res = await request(app)
        .delete(`/api/admin/plans/${id}`)
        .set(...bearer(admin));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: 'Plan not found' });
    }
  });

  it('when the plan with the highest id is deleted, then the next new plan does not take its id again', async () => {
    const top = await firestore.collection('plans').orderBy('id', 'desc').limit(1).get();
    const highest = aPlan({ id: ((top.docs[0]?.data().id as number | undefined) ?? 0) + 1 });
    const cleanUp = await storeCatalogue({ plans: [highest] });
    let createdId: number | null = null;
    try {
      const app = newApp();
      const admin = await createUser({ role: 'admin' });
      expect(
        (
          await request(app)
            .delete(`/api/admin/plans/${highest.id}`)
            .set(...bearer(admin))
        ).status,
      ).toBe(200);
      const created = await request(app)
        .post('/api/admin/plans')
        .set(...bearer(admin))
        .send({ name: 'After the deleted one', monthly_price: 9 });
      expect(created.status).toBe(201);
      createdId = created.body.plan.id as number;
      expect(createdId).toBeGreaterThan(highest.id);
    } finally {
      if (createdId !== null) await firestore.collection('plans').doc(String(createdId)).delete();
      await cleanUp();
    }
  });

  it('when a subscription uses the plan, then the plan is deleted and the subscription keeps its own copy and price', async () => {
    const plan = aPlan({ planType: 'premium', monthlyPriceCents: 1999 });
    const device = aDevicePricing();
    const cleanUp = await storeCatalogue({ plans: [plan], devices: [device] });
    try {
      const app = paymentsApp();
      const customer = await createUser();
      const admin = await createUser({ role: 'admin' });
      const registered = await request(app)
        .post(REGISTER)
        .set(...bearer(customer))
        .set('Idempotency-Key', newIdempotencyKey())
        .send(registrationBody({ plan, device }));
      expect(registered.status).toBe(201);
      const subscriptionId = registered.body.subscription.id as string;

      const res = await request(app)
        .delete(`/api/admin/plans/${plan.id}`)
        .set(...bearer(admin));
      expect(res.status).toBe(200);
      const stored = (await firestore.collection('subscriptions').doc(subscriptionId).get()).data();
      expect(stored).toMatchObject({
        status: 'active',
        plan: { id: plan.id, name: plan.name, priceCents: 1999 },
        monthlyTotalCents: 1999,
      });
    } finally {
      await cleanUp();
    }
  });
});

describe('DELETE /api/device-pricing/:id', () => {
  it('when an admin deletes a device price, then it is gone from the public list and audited', async () => {
    const device = aDevicePricing();
    const cleanUp = await storeCatalogue({ devices: [device] });
    try {
      const app = newApp();
      const admin = await createUser({ role: 'admin' });
      await request(app).get('/api/device-pricing'); // fills the public cache
      const res = await request(app)
        .delete(`/api/device-pricing/${device.id}`)
        .set(...bearer(admin));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Device pricing deleted!' });
      const after = await request(app).get('/api/device-pricing');
      expect(JSON.stringify(after.body)).not.toContain(device.id);
      expect((await auditEntries('devicePricing', device.id)).map((a) => a.action)).toEqual([
        'devicePricing.delete',
      ]);
    } finally {
      await cleanUp();
    }
  });

  it('when the device price does not exist, then it answers 404', async () => {
    const admin = await createUser({ role: 'admin' });
    const res = await request(newApp())
      .delete('/api/device-pricing/no-such-device')
      .set(...bearer(admin));
    expect(res.status).toBe(404);
  });
});

describe('DELETE /api/admin/addons/:id', () => {
  it('when no subscription uses the add-on, then it is deleted, audited and gone from the public list', async () => {
    const addOn = anAddOn();
    const cleanUp = await storeCatalogue({ addOns: [addOn] });
    try {
      const app = newApp();
      const admin = await createUser({ role: 'admin' });
      await request(app).get('/api/addons'); // fills the public cache
      const res = await request(app)
        .delete(`/api/admin/addons/${addOn.id}`)
        .set(...bearer(admin));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: 'Add-on deleted!' });
      const after = await request(app).get('/api/addons');
      expect((after.body.addons as { id: string }[]).some((a) => a.id === addOn.id)).toBe(false);
      const entries = await auditEntries('addons', addOn.id);
      expect(entries.map((a) => a.action)).toEqual(['addOn.delete']);
      expect(entries[0]).toMatchObject({ before: { name: addOn.name }, after: null });
    } finally {
      await cleanUp();
    }
  });

  it('when an active subscription uses the add-on, then it answers 409, nothing is deleted and nothing audited; once cancelled it may go', async () => {
    const plan = aPlan({ planType: 'premium', monthlyPriceCents: 1999 });
    const device = aDevicePricing();
    const addOn = anAddOn({ monthlyPriceCents: 199 });
    const other = anAddOn({ monthlyPriceCents: 299 });
    const cleanUp = await storeCatalogue({
      plans: [plan],
      devices: [device],
      addOns: [addOn, other],
    });
    try {
      const app = paymentsApp();
      const customer = await createUser();
      const admin = await createUser({ role: 'admin' });
      const registered = await request(app)
        .post(REGISTER)
        .set(...bearer(customer))
        .set('Idempotency-Key', newIdempotencyKey())
        .send(registrationBody({ plan, device, addOns: [addOn, other] }));
      expect(registered.status).toBe(201);
      const subscriptionId = registered.body.subscription.id as string;

      const res = await request(app)
        .delete(`/api/admin/addons/${addOn.id}`)
        .set(...bearer(admin));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        success: false,
        code: 'conflict',
        message:
          'This add-on is used by active subscriptions and cannot be deleted. Deactivate it instead.',
      });
      expect((await firestore.collection('addons').doc(addOn.id).get()).exists).toBe(true);
      expect(await auditEntries('addons', addOn.id)).toEqual([]);
      const stillPublic = await request(app).get('/api/addons');
      expect((stillPublic.body.addons as { id: string }[]).some((a) => a.id === addOn.id)).toBe(
        true,
      );

      // Deactivating is what the dialog offers instead: allowed, and the add-on leaves the public list.
      const deactivated = await request(app)
        .put(`/api/admin/addons/${addOn.id}/deactivate`)
        .set(...bearer(admin));
      expect(deactivated.body).toMatchObject({ success: true, message: 'Add-on deactivated!' });

      // A subscription that no longer runs does not hold the add-on.
      await firestore
        .collection('subscriptions')
        .doc(subscriptionId)
        .update({ status: 'canceled' });
      const deleted = await request(app)
        .delete(`/api/admin/addons/${addOn.id}`)
        .set(...bearer(admin));
      expect(deleted.status).toBe(200);
      const stored = (await firestore.collection('subscriptions').doc(subscriptionId).get()).data();
      expect(stored?.addOns).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: addOn.id, monthlyPriceCents: 199 })]),
      );
    } finally {
      await cleanUp();
    }
  });

  it('when the add-on does not exist, then it answers 404', async () => {
    const admin = await createUser({ role: 'admin' });
    const res = await request(newApp())
      .delete('/api/admin/addons/no-such-addon')
      .set(...bearer(admin));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: 'Add-on not found' });
  });
});

describe('who may delete', () => {
  it('when a customer or a signed-out caller deletes a plan, device price or add-on, then it answers 403 or 401 and nothing is deleted', async () => {
    const plan = aPlan();
    const device = aDevicePricing();
    const addOn = anAddOn();
    const cleanUp = await storeCatalogue({ plans: [plan], devices: [device], addOns: [addOn] });
    try {
      const app = newApp();
      const customer = await createUser();
      const paths = [
        `/api/admin/plans/${plan.id}`,
        `/api/device-pricing/${device.id}`,
        `/api/admin/addons/${addOn.id}`,
      ];
      for (const path of paths) {
        expect(
          (
            await request(app)
              .delete(path)
              .set(...bearer(customer))
          ).status,
        ).toBe(403);
        expect((await request(app).delete(path)).status).toBe(401);
      }
      expect((await firestore.collection('plans').doc(String(plan.id)).get()).exists).toBe(true);
      expect((await firestore.collection('devicePricing').doc(device.id).get()).exists).toBe(true);
      expect((await firestore.collection('addons').doc(addOn.id).get()).exists).toBe(true);
    } finally {
      await cleanUp();
    }
  });
});
