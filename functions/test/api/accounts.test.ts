import request from 'supertest';
import {
  auth,
  bearer,
  createUser,
  firestore,
  newApp,
  signIn,
  signInWithGoogle,
  uniqueEmail,
} from '../support/emulator';

const fullBody = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '(555) 010-1234',
  address: '12 Analytical Way',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  terms: true,
};

async function newAccount() {
  const email = uniqueEmail('signup');
  const user = await auth.createUser({ email, password: 'Secret123!' });
  return {
    uid: user.uid,
    email,
    password: 'Secret123!',
    idToken: await signIn(email, 'Secret123!'),
  };
}

describe('POST /api/auth/admin-login', () => {
  const app = newApp();

  it("when an admin's token is sent, then the user comes back with role admin", async () => {
    const admin = await createUser({ role: 'admin', displayName: 'Grace Admin' });
    const res = await request(app).post('/api/auth/admin-login').send({ idToken: admin.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      user: { id: admin.uid, email: admin.email, name: 'Grace Admin', role: 'admin' },
    });
  });

  it("when a customer's token is sent, then the user comes back with role customer", async () => {
    const customer = await createUser();
    const res = await request(app)
      .post('/api/auth/admin-login')
      .send({ idToken: customer.idToken });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: customer.uid,
      role: 'customer',
      name: customer.email.split('@')[0],
    });
  });

  it("when an admin's sessions were revoked, then the old token no longer signs in as admin", async () => {
    const admin = await createUser({ role: 'admin' });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // revocation counts from the next second
    await auth.revokeRefreshTokens(admin.uid);
    const res = await request(app).post('/api/auth/admin-login').send({ idToken: admin.idToken });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      success: false,
      message: 'Your session has ended. Please sign in again.',
    });
  });

  it('when the account was disabled, then its token neither signs in nor registers a profile', async () => {
    const account = await newAccount();
    await auth.updateUser(account.uid, { disabled: true });
    const login = await request(app)
      .post('/api/auth/admin-login')
      .send({ idToken: account.idToken });
    expect(login.status).toBe(401);
    const register = await request(app)
      .post('/api/signup/registerCustomer')
      .send({ idToken: account.idToken, ...fullBody });
    expect(register.status).toBe(401);
    expect((await firestore.collection('users').doc(account.uid).get()).exists).toBe(false);
  });

  it('when the token is invalid or missing, then it answers 401', async () => {
    expect(
      (await request(app).post('/api/auth/admin-login').send({ idToken: 'forged' })).status,
    ).toBe(401);
    expect((await request(app).post('/api/auth/admin-login').send({})).status).toBe(401);
  });
});

describe('POST /api/signup/registerCustomer', () => {
  const app = newApp();

  it('when a valid registration is sent, then a customer profile is stored from the token and the body', async () => {
    const account = await newAccount();
    const res = await request(app)
      .post('/api/signup/registerCustomer')
      .send({ idToken: account.idToken, ...fullBody });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true });
    expect(typeof res.body.message).toBe('string');
    const stored = (await firestore.collection('users').doc(account.uid).get()).data();
    expect(stored).toMatchObject({
      email: account.email,
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      state: 'TX',
      zipCode: '78701',
      role: 'customer',
    });
    expect(stored?.createdAt?.toDate()).toBeInstanceOf(Date);
  });

  it('when the body carries role=admin and another email, then the profile is still a customer with the token email', async () => {
    const account = await newAccount();
    const res = await request(app)
      .post('/api/signup/registerCustomer')
      .send({
        idToken: account.idToken,
        ...fullBody,
        role: 'admin',
        email: 'someone-else@test.example',
        uid: 'other',
      });
    expect(res.status).toBe(201);
    const stored = (await firestore.collection('users').doc(account.uid).get()).data();
    expect(stored?.role).toBe('customer');
    expect(stored?.email).toBe(account.email);
    expect(stored).not.toHaveProperty('uid');
    expect((await auth.getUser(account.uid)).customClaims?.role).toBeUndefined();
  });

  it('when fields are missing, then it answers 400 with the spec messages and stores nothing', async () => {
    const account = await newAccount();
    const res = await request(app)
      .post('/api/signup/registerCustomer')
      .send({ idToken: account.idToken, firstName: 'Ada', lastName: '', terms: false });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'validation_failed',
      errors: {
        lastName: 'Last name is required',
        phone: 'Phone number is required',
        address: 'Address is required',
        city: 'City is required',
        state: 'State is required',
        zipCode: 'ZIP Code is required',
        terms: 'You must accept the terms and conditions',
      },
    });
    expect((await firestore.collection('users').doc(account.uid).get()).exists).toBe(false);
  });

  it('when the same account registers again, then it succeeds without changing the stored profile', async () => {
    const account = await newAccount();
    await request(app)
      .post('/api/signup/registerCustomer')
      .send({ idToken: account.idToken, ...fullBody });
    const again = await request(app)
      .post('/api/signup/registerCustomer')
      .send({ idToken: account.idToken, ...fullBody, firstName: 'Changed' });
    expect(again.status).toBe(200);
    expect(again.body.success).toBe(true);
    const stored = (await firestore.collection('users').doc(account.uid).get()).data();
    expect(stored?.firstName).toBe('Ada');
  });

  it('when a Google account sends the short variant, then a customer profile is stored with the names only', async () => {
    const email = uniqueEmail('google');
    const google = await signInWithGoogle(email, 'Grace Brewster Hopper');
    const res = await request(app).post('/api/signup/registerCustomer').send({
      idToken: google.idToken,
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      role: 'admin',
    });
    expect(res.status).toBe(201);
    expect((await firestore.collection('users').doc(google.uid).get()).data()).toMatchObject({
      email,
      name: 'Grace Brewster Hopper',
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      phone: '',
      role: 'customer',
    });
  });

  it('when a password account sends only the short variant, then the missing fields are reported', async () => {
    const account = await newAccount();
    const res = await request(app)
      .post('/api/signup/registerCustomer')
      .send({ idToken: account.idToken, firstName: 'Ada', lastName: 'Lovelace' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      phone: 'Phone number is required',
      terms: 'You must accept the terms and conditions',
    });
  });

  it('when the token is invalid, then it answers 401 and stores nothing', async () => {
    const res = await request(app)
      .post('/api/signup/registerCustomer')
      .send({ idToken: 'forged', ...fullBody });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'unauthenticated' });
  });
});

describe('customer profile', () => {
  const app = newApp();

  /** Registers (unverified, as the web does), then verifies the e-mail and signs in again. */
  async function registered() {
    const account = await newAccount();
    await request(app)
      .post('/api/signup/registerCustomer')
      .send({ idToken: account.idToken, ...fullBody });
    await auth.updateUser(account.uid, { emailVerified: true });
    return {
      ...account,
      idToken: await signIn(account.email, 'Secret123!'),
      password: 'Secret123!',
    };
  }

  it('when an e-mail account that is not verified yet calls a signed-in route, then it answers 403 with the spec message', async () => {
    const unverified = await newAccount();
    await request(app)
      .post('/api/signup/registerCustomer')
      .send({ idToken: unverified.idToken, ...fullBody })
      .expect(201);
    const res = await request(app)
      .get(`/api/customers/profile/${encodeURIComponent(unverified.email)}`)
      .set(...bearer(unverified));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      message: 'Please verify your email before logging in.',
      code: 'email_not_verified',
      requestId: res.headers['x-request-id'],
    });
    const quote = await request(app)
      .get('/api/quotes')
      .set(...bearer(unverified));
    expect(quote.status).toBe(403);
  });

  it('when customers read their own profile (any letter case), then the spec fields come back', async () => {
    const me = await registered();
    const res = await request(app)
      .get(`/api/customers/profile/${encodeURIComponent(me.email.toUpperCase())}`)
      .set(...bearer(me));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({
      name: 'Ada Lovelace',
      email: me.email,
      phone: '(555) 010-1234',
      address: '12 Analytical Way',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      devices: [],
    });
    expect(new Date(res.body.data.registrationDate).getTime()).not.toBeNaN();
  });

  it("when a customer asks for another user's profile, then it answers 403 Access denied", async () => {
    const me = await registered();
    const other = await registered();
    const read = await request(app)
      .get(`/api/customers/profile/${encodeURIComponent(other.email)}`)
      .set(...bearer(me));
    expect(read.status).toBe(403);
    expect(read.body).toMatchObject({
      success: false,
      message: 'Access denied',
      code: 'forbidden',
    });
    const write = await request(app)
      .put(`/api/customers/profile/${encodeURIComponent(other.email)}`)
      .set(...bearer(me))
      .send({ name: 'Hijacked' });
    expect(write.status).toBe(403);
    expect((await firestore.collection('users').doc(other.uid).get()).data()?.name).toBe(
      'Ada Lovelace',
    );
  });

  it("when an admin asks for a customer's profile, then it is returned", async () => {
    const customer = await registered();
    const admin = await createUser({ role: 'admin' });
    const res = await request(app)
      .get(`/api/customers/profile/${encodeURIComponent(customer.email)}`)
      .set(...bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.data.email).toBe(customer.email);
  });

  it("when an admin changes a customer's profile, then the change is audited with who, before and after", async () => {
    const customer = await registered();
    const admin = await createUser({ role: 'admin' });
    const res = await request(app)
      .put(`/api/customers/profile/${encodeURIComponent(customer.email)}`)
      .set(...bearer(admin))
      .send({ name: 'Ada King', city: 'Dallas' });
    expect(res.status).toBe(200);
    const audit = await firestore
      .collection('auditLog')
      .where('target.id', '==', customer.uid)
      .get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        who: { uid: admin.uid, email: admin.email },
        action: 'user.profileUpdate',
        target: { collection: 'users', id: customer.uid },
        before: expect.objectContaining({ name: 'Ada Lovelace', city: 'Austin' }),
        after: expect.objectContaining({ name: 'Ada King', city: 'Dallas' }),
      }),
    ]);
  });

  it('when customers change their own profile, then no admin audit entry is written', async () => {
    const me = await registered();
    await request(app)
      .put(`/api/customers/profile/${encodeURIComponent(me.email)}`)
      .set(...bearer(me))
      .send({ name: 'Ada King' });
    const audit = await firestore.collection('auditLog').where('target.id', '==', me.uid).get();
    expect(audit.size).toBe(0);
  });

  it('when a signed-in user has no profile yet, then it answers 404 with the spec message', async () => {
    const me = await createUser();
    const res = await request(app)
      .get(`/api/customers/profile/${encodeURIComponent(me.email)}`)
      .set(...bearer(me));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      success: false,
      message: 'Customer profile not found. Please complete your registration.',
    });
  });

  it('when customers update their profile, then only the allowed fields change and email stays', async () => {
    const me = await registered();
    const res = await request(app)
      .put(`/api/customers/profile/${encodeURIComponent(me.email)}`)
      .set(...bearer(me))
      .send({
        name: 'Ada King',
        phone: '(555) 999-0000',
        address: '1 New Street',
        city: 'Dallas',
        state: 'tx',
        zip_code: '75201',
        email: 'new@test.example',
        role: 'admin',
      });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Profile updated successfully!' });
    const stored = (await firestore.collection('users').doc(me.uid).get()).data();
    expect(stored).toMatchObject({
      name: 'Ada King',
      firstName: 'Ada',
      lastName: 'King',
      phone: '(555) 999-0000',
      address: '1 New Street',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75201',
      email: me.email,
      role: 'customer',
    });
  });

  it('when an update carries only some fields, then the fields it leaves out are kept and blank ones are cleared', async () => {
    const me = await registered();
    const res = await request(app)
      .put(`/api/customers/profile/${encodeURIComponent(me.email)}`)
      .set(...bearer(me))
      .send({ name: 'Ada King', phone: '' });
    expect(res.status).toBe(200);
    expect((await firestore.collection('users').doc(me.uid).get()).data()).toMatchObject({
      name: 'Ada King',
      phone: '',
      address: '12 Analytical Way',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    });
  });

  it('when the update has no name, then it answers 400 and nothing changes', async () => {
    const me = await registered();
    const res = await request(app)
      .put(`/api/customers/profile/${encodeURIComponent(me.email)}`)
      .set(...bearer(me))
      .send({ name: ' ', city: 'Elsewhere' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ name: 'Name is required' });
    expect((await firestore.collection('users').doc(me.uid).get()).data()?.city).toBe('Austin');
  });
});
