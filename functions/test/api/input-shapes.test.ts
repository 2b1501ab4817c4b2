// Text fields sent as objects or arrays (a hand-written client, a fuzzer) must be refused as bad input,
// never crash the request into a 500 or reach Firestore.
import request from 'supertest';
import { auth, firestore, newApp, signIn, uniqueEmail } from '../support/emulator';

describe('text fields sent as objects or arrays', () => {
  const app = newApp();

  it('when the contact form carries an array name and an object email, then it answers 400 per field and stores nothing', async () => {
    const unique = `Shape check ${Date.now()} ${Math.random()}`;
    const res = await request(app)
      .post('/api/contact')
      .set('X-Forwarded-For', `198.51.100.${Math.floor(Math.random() * 250) + 1}`)
      .send({
        name: ['Pat'],
        email: { address: 'pat@test.example' },
        subject: 'billing',
        message: unique,
      });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'validation_failed' });
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'name']);
    const stored = await firestore
      .collection('contactMessages')
      .where('message', '==', unique)
      .get();
    expect(stored.size).toBe(0);
  });

  it('when a registration carries an object first name, then it answers 400 for that field and no profile is created', async () => {
    const email = uniqueEmail('shape');
    const user = await auth.createUser({ email, password: 'Secret123!' });
    const res = await request(app)
      .post('/api/signup/registerCustomer')
      .send({
        idToken: await signIn(email, 'Secret123!'),
        firstName: { $gt: '' },
        lastName: 'Lovelace',
        phone: '(555) 010-1234',
        address: '12 Analytical Way',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        terms: true,
      });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['firstName']);
    expect((await firestore.collection('users').doc(user.uid).get()).exists).toBe(false);
  });

  it('when a profile update carries an object name, then it answers 400 for that field and the profile is unchanged', async () => {
    const email = uniqueEmail('shape');
    const user = await auth.createUser({ email, password: 'Secret123!', emailVerified: true });
    const idToken = await signIn(email, 'Secret123!');
    await request(app).post('/api/signup/registerCustomer').send({
      idToken,
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '(555) 010-1234',
      address: '12 Analytical Way',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      terms: true,
    });
    const res = await request(app)
      .put(`/api/customers/profile/${encodeURIComponent(email)}`)
      .set('Authorization', `Bearer ${idToken}`)
      .send({ name: { first: 'Eve' }, city: ['Dallas'] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['city', 'name']);
    expect((await firestore.collection('users').doc(user.uid).get()).data()).toMatchObject({
      name: 'Ada Lovelace',
      city: 'Austin',
    });
  });
});

describe('text fields longer than any form needs', () => {
  const app = newApp();

  it('when a registration carries a first and last name of half a megabyte each, then it answers 400 for those fields and no profile is created', async () => {
    // Stored as firstName, lastName and name, such a body would make a document over Firestore's 1 MiB limit.
    const email = uniqueEmail('long');
    const user = await auth.createUser({ email, password: 'Secret123!' });
    const res = await request(app)
      .post('/api/signup/registerCustomer')
      .send({
        idToken: await signIn(email, 'Secret123!'),
        firstName: 'A'.repeat(500_000),
        lastName: 'B'.repeat(400_000),
        phone: '(555) 010-1234',
        address: '12 Analytical Way',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        terms: true,
      });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['firstName', 'lastName']);
    expect((await firestore.collection('users').doc(user.uid).get()).exists).toBe(false);
  });

  it('when a contact message is a few thousand characters, then it is accepted', async () => {
    const res = await request(app)
      .post('/api/contact')
      .set('X-Forwarded-For', `198.51.100.${Math.floor(Math.random() * 250) + 1}`)
      .send({
        name: 'Pat',
        email: 'pat@test.example',
        subject: 'claim',
        message: 'x'.repeat(5_000),
      });
    expect(res.status).toBe(201);
  });
});
