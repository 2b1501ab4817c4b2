import request from 'supertest';
import { anAddOn, aPlan } from '../support/builders';
import { bearer, createUser, firestore, newApp, storeCatalogue } from '../support/emulator';

/** The audit actions on one record since `since` (a plan id can come back after a test removed its plan). */
async function auditActions(
  collection: string,
  id: string,
  since = testStarted,
): Promise<string[]> {
  const snapshot = await firestore.collection('auditLog').where('target.id', '==', id).get();
  return snapshot.docs
    .map((d) => d.data())
    .filter((a) => a.target.collection === collection && a.at.toMillis() >= since.getTime())
    .sort((a, b) => a.at.toMillis() - b.at.toMillis())
    .map((a) => a.action as string);
}

let testStarted = new Date();
beforeEach(() => {
  testStarted = new Date();
});

describe('plan administration', () => {
  it('when an admin creates a plan, then it gets the next numeric id, is stored in cents, audited and public at once', async () => {
    // At least one stored plan, so that the body's id 1 can never coincide with the next free id.
    const existing = aPlan();
    const removeExisting = await storeCatalogue({ plans: [existing] });
    const app = newApp();
    const admin = await createUser({ role: 'admin' });
    await request(app).get('/api/plans'); // warm the public cache
    const res = await request(app)
      .post('/api/admin/plans')
      .set(...bearer(admin))
      .send({
        name: 'Student Plan',
        monthly_price: '12.49',
        original_price: 15,
        features: 'Screen repair coverage, , Theft protection',
        deductible_theft: '79.50',
        id: 1,
        created_at: 'yesterday',
      });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Plan created' });
    const id = res.body.plan.id as number;
    try {
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThan(existing.id);
      expect((await firestore.collection('plans').doc(String(id)).get()).data()).toMatchObject({
        id,
        name: 'Student Plan',
        planType: 'standard',
        monthlyPriceCents: 1249,
        originalPriceCents: 1500,
        isPriceRange: false,
        features: ['Screen repair coverage', 'Theft protection'],
        claimLimit: 2,
        coverageLimitCents: 100_000,
        deductibles: {
          screen: { kind: 'amount', cents: 2999 },
          backGlass: { kind: 'amount', cents: 3999 },
          theft: { kind: 'amount', cents: 7950 },
        },
      });
      const publicPlans = await request(app).get('/api/plans');
      expect((publicPlans.body.plans as { id: number }[]).some((p) => p.id === id)).toBe(true);
      expect(await auditActions('plans', String(id))).toEqual(['plan.create']);
    } finally {
      await firestore.collection('plans').doc(String(id)).delete();
      await removeExisting();
    }
  });

  it('when an admin edits some fields or marks a plan popular, then only those fields change', async () => {
    const plan = aPlan({ isPriceRange: false, monthlyPriceCents: 1999, savingsText: 'keep me' });
    const cleanUp = await storeCatalogue({ plans: [plan] });
    try {
      const app = newApp();
      const admin = await createUser({ role: 'admin' });
      const edited = await request(app)
        .put(`/api/admin/plans/${plan.id}`)
        .set(...bearer(admin))
        .send({ name: plan.name, monthly_price: 21.99, claim_limit: 4 });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ success: true, message: 'Plan updated successfully' });
      const popular = await request(app)
        .put(`/api/admin/plans/${plan.id}/popular`)
        .set(...bearer(admin))
        .send({ is_popular: true });
      expect(popular.body).toMatchObject({ success: true, message: 'Plan marked as popular!' });
      expect((await firestore.collection('plans').doc(String(plan.id)).get()).data()).toMatchObject(
        {
          monthlyPriceCents: 2199,
          claimLimit: 4,
          isPopular: true,
          savingsText: 'keep me',
          name: plan.name,
        },
      );
      expect(await auditActions('plans', String(plan.id))).toEqual(['plan.update', 'plan.popular']);
    } finally {
      await cleanUp();
    }
  });

  it('when the plan does not exist or the name is missing, then it answers 404 or 400', async () => {
    const app = newApp();
    const admin = await createUser({ role: 'admin' });
    expect(
      (
        await request(app)
          .put('/api/admin/plans/999999999999')
          .set(...bearer(admin))
          .send({ name: 'X' })
      ).status,
    ).toBe(404);
    const noName = await request(app)
      .post('/api/admin/plans')
      .set(...bearer(admin))
      .send({ monthly_price: 5 });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toEqual({ name: 'Plan Name is required' });
  });
});

describe('add-on administration', () => {
  it('when an admin creates, edits, marks popular and deactivates an add-on, then each step is stored and audited', async () => {
    const app = newApp();
    const admin = await createUser({ role: 'admin' });
    const created = await request(app)
      .post('/api/admin/addons')
      .set(...bearer(admin))
      .send({ name: 'Extended Warranty Plus', monthly_price: 4.49, features: 'Parts, Labour' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: 'Add-on created!' });
    const id = created.body.addon.id as string;
    try {
      expect((await firestore.collection('addons').doc(id).get()).data()).toMatchObject({
        name: 'Extended Warranty Plus',
        monthlyPriceCents: 449,
        addonType: 'warranty',
        iconName: 'Shield',
        isActive: true,
        features: ['Parts', 'Labour'],
      });
      const edited = await request(app)
        .put(`/api/admin/addons/${id}`)
        .set(...bearer(admin))
        .send({ monthly_price: 4.99 });
      expect(edited.body).toMatchObject({ success: true, message: 'Add-on updated!' });
      const popular = await request(app)
        .put(`/api/admin/addons/${id}/popular`)
        .set(...bearer(admin))
        .send({ is_popular: true });
      expect(popular.body).toMatchObject({ success: true, message: 'Add-on marked as popular!' });
      const deactivated = await request(app)
        .put(`/api/admin/addons/${id}/deactivate`)
        .set(...bearer(admin));
      expect(deactivated.body).toMatchObject({ success: true, message: 'Add-on deactivated!' });
      expect((await firestore.collection('addons').doc(id).get()).data()).toMatchObject({
        monthlyPriceCents: 499,
        isPopular: true,
        isActive: false,
        name: 'Extended Warranty Plus',
      });
      const publicAddOns = await request(app).get('/api/addons');
      expect((publicAddOns.body.addons as { id: string }[]).some((a) => a.id === id)).toBe(false);
      const adminAddOns = await request(app)
        .get('/api/admin/addons')
        .set(...bearer(admin));
      expect((adminAddOns.body.addons as { id: string }[]).some((a) => a.id === id)).toBe(true);
      expect(await auditActions('addons', id)).toEqual([
        'addOn.create',
        'addOn.update',
        'addOn.popular',
        'addOn.deactivate',
      ]);
    } finally {
      await firestore.collection('addons').doc(id).delete();
    }
  });

  it('when the add-on does not exist, then it answers 404', async () => {
    const admin = await createUser({ role: 'admin' });
    const res = await request(newApp())
      .put('/api/admin/addons/nope/deactivate')
      .set(...bearer(admin));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      success: false,
      message: 'Add-on not found',
      code: 'not_found',
    });
  });

  it('when an add-on list is stored with an inactive entry, then the admin list has it and the public one does not', async () => {
    const hidden = anAddOn({ isActive: false });
    const cleanUp = await storeCatalogue({ addOns: [hidden] });
    try {
      const admin = await createUser({ role: 'admin' });
      const app = newApp();
      const adminList = await request(app)
        .get('/api/admin/addons')
        .set(...bearer(admin));
      expect((adminList.body.addons as { id: string }[]).some((a) => a.id === hidden.id)).toBe(
        true,
      );
      const publicList = await request(app).get('/api/addons');
      expect((publicList.body.addons as { id: string }[]).some((a) => a.id === hidden.id)).toBe(
        false,
      );
    } finally {
      await cleanUp();
    }
  });
});
