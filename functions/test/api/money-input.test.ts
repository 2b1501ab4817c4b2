// Prices are integer cents, never negative: an admin form with a negative, infinite or absurd amount is bad
// input (400 with the field), and nothing is stored.
import request from 'supertest';
import { bearer, createUser, firestore, newApp } from '../support/emulator';

describe('money in admin forms', () => {
  const app = newApp();

  it('when an admin sends a device price of Infinity, a negative value or 1e300, then it answers 400 per field and stores nothing', async () => {
    const admin = await createUser({ role: 'admin' });
    const model = `Phone ${Date.now()} ${Math.random()}`;
    const res = await request(app)
      .post('/api/device-pricing')
      .set(...bearer(admin))
      .send({
        device_brand: 'Acme',
        device_model: model,
        device_value: 'Infinity',
        plan_price: -4.99,
        deductible_screen: 1e300,
      });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'deductible_screen',
      'device_value',
      'plan_price',
    ]);
    const stored = await firestore
      .collection('devicePricing')
      .where('deviceModel', '==', model)
      .get();
    expect(stored.size).toBe(0);
  });

  it('when an admin gives a plan a negative price or an infinite deductible, then it answers 400 per field and stores nothing', async () => {
    const admin = await createUser({ role: 'admin' });
    const name = `Broken Plan ${Date.now()} ${Math.random()}`;
    const res = await request(app)
      .post('/api/admin/plans')
      .set(...bearer(admin))
      .send({
        name,
        monthly_price: -1,
        deductible_screen: '-Infinity',
        coverage_limit: 'Infinity',
      });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'coverage_limit',
      'deductible_screen',
      'monthly_price',
    ]);
    const stored = await firestore.collection('plans').where('name', '==', name).get();
    expect(stored.size).toBe(0);
  });

  it('when an admin gives an add-on a negative price, then it answers 400 for that field', async () => {
    const admin = await createUser({ role: 'admin' });
    const res = await request(app)
      .post('/api/admin/addons')
      .set(...bearer(admin))
      .send({ name: 'Loss Cover', monthly_price: -2 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['monthly_price']);
  });
});
