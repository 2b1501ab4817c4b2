// The seed against the test stack's Firestore emulator, in a database of its own (so that clearing it
// between tests touches no other test's data): what it writes, and that a second run writes nothing.
import {
  adminServices,
  type Auth,
  type Firestore,
  planToWire,
  addOnToWire,
  devicePricingToWire,
  createRepositories,
} from '../../functions/src/public';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoData } from './seed';
import { checkConsistency } from '../../functions/scripts/consistency';

const DATABASE = 'seed-test';

async function clearDatabase(): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT;
  if (!host || !project)
    throw new Error('The seed test runs against the emulators: npm test starts them.');
  const res = await fetch(
    `http://${host}/emulator/v1/projects/${project}/databases/${DATABASE}/documents`,
    { method: 'DELETE' },
  );
  if (!res.ok) throw new Error(`Clearing ${DATABASE} failed: HTTP ${res.status}`);
}

interface FakeUser {
  uid: string;
  email: string;
  password: string;
  emailVerified: boolean;
  displayName?: string;
  customClaims?: Record<string, unknown>;
}

/** The part of Auth the seed uses, in memory (the real Auth emulator is exercised by the api tests). */
function fakeAuth() {
  const users = new Map<string, FakeUser>();
  const auth = {
    async getUserByEmail(email: string) {
      const user = [...users.values()].find((u) => u.email === email);
      if (!user) throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
      return { ...user };
    },
    async createUser(props: Omit<FakeUser, 'uid'>) {
      const user = { ...props, uid: `uid-${users.size + 1}` };
      users.set(user.uid, user);
      return { ...user };
    },
    async setCustomUserClaims(uid: string, claims: Record<string, unknown>) {
      const user = users.get(uid);
      if (user) user.customClaims = claims;
    },
  };
  return { auth: auth as unknown as Auth, users };
}

describe('demo seed', () => {
  let firestore: Firestore;

  beforeAll(() => {
    firestore = adminServices(process.env.GCLOUD_PROJECT, DATABASE).firestore;
  });
  beforeEach(clearDatabase);
  afterAll(clearDatabase);

  it('when the stack starts the first time, then the plans, add-ons, device table and demo accounts are created', async () => {
    const { auth, users } = fakeAuth();
    const result = await seedDemoData({ firestore, auth });
    expect(result).toMatchObject({
      plans: 3,
      addOns: 3,
      accounts: 2,
      profiles: 2,
      subscriptions: 1,
    });
    expect(result.devicePricing).toBeGreaterThanOrEqual(40);

    const repos = createRepositories(firestore);
    const plans = (await repos.plans.list()).map(planToWire);
    expect(plans.map((p) => [p.id, p.name, p.plan_type])).toEqual([
      [1, 'Basic Plan', 'basic'],
      [2, 'Premium Plan', 'premium'],
      [3, 'Family Plan', 'family'],
    ]);
    expect(plans[0]).toMatchObject({
      is_price_range: true,
      price_min: 7.99,
      price_max: 17.99,
      deductible_theft: 'No Coverage',
      claim_limit: 2,
    });
    expect(plans[1]).toMatchObject({ monthly_price: 19.99, is_popular: true, claim_limit: 3 });
    expect(plans[2]).toMatchObject({ monthly_price: 29.99, claim_limit: 3 });

    const addOns = (await repos.addOns.list()).map(addOnToWire);
    expect(addOns.map((a) => [a.name, a.monthly_price, a.icon_name, a.is_popular])).toEqual([
      ['Accessories Coverage', 1.99, 'Shield', true],
      ['Extended Warranty', 2.99, 'Clock', false],
      ['Data Recovery', 3.99, 'Smartphone', false],
    ]);

    const devices = (await repos.devicePricing.list()).map(devicePricingToWire);
    const brands = new Set(devices.map((d) => d.device_brand));
    for (const brand of [
      'Apple',
      'Samsung',
      'Google',
      'Motorola',
      'OnePlus',
      'Microsoft',
      'Amazon',
    ])
      expect(brands).toContain(brand);
    const tablets = devices.filter((d) => d.device_type === 'tablet').map((d) => d.device_model);
    expect(tablets).toEqual(
      expect.arrayContaining([
        'iPad Pro 13-inch (M5)',
        'Galaxy Tab S10 Ultra',
        'Surface Pro 11th Edition',
        'Fire HD 10',
      ]),
    );
    expect(devices.filter((d) => d.device_type === 'phone').length).toBeGreaterThanOrEqual(30);
    for (const device of devices) {
      expect(device.device_value).toBeGreaterThan(0);
      expect(device.plan_price).toBeGreaterThan(0);
    }

    const accounts = [...users.values()];
    const admin = accounts.find((u) => u.email === 'admin@demo.test');
    const customer = accounts.find((u) => u.email === 'customer@demo.test');
    expect(admin).toMatchObject({
      emailVerified: true,
      password: 'Admin123!',
      customClaims: { role: 'admin' },
    });
    expect(customer).toMatchObject({ emailVerified: true, password: 'Customer123!' });
    expect(customer?.customClaims?.role).toBeUndefined();
    const [subscription] = await repos.subscriptions.listForUser(customer!.uid);
    // A Family subscription covering a phone and a tablet for its one price.
    expect(subscription).toMatchObject({
      status: 'active',
      deviceModel: 'iPhone 16',
      imei: '352099001761481',
      plan: { name: 'Family Plan', priceCents: 2999 },
      monthlyTotalCents: 2999 + 299,
    });
    expect(subscription!.coveredDevices.map((d) => d.model)).toEqual(['iPhone 16', 'iPad (A16)']);
    // One approved claim, its deductible paid by the card on file, and the money adds up.
    const [claim] = await repos.claims.listForUser(customer!.uid);
    expect(claim).toMatchObject({ status: 'approved', deductible: { status: 'paid' } });
    expect(claim!.deductible!.amountCents).toBeGreaterThan(0);
    const payments = await repos.payments.listForUser(customer!.uid);
    expect(payments.map((p) => [p.type, p.amountCents]).sort()).toEqual(
      [
        ['deductible', claim!.deductible!.amountCents],
        ['initial', 2999 + 299],
      ].sort(),
    );
    const report = await checkConsistency({ firestore, filesDir: null });
    expect(report.problems).toEqual([]);
    expect(await repos.users.get(customer!.uid)).toMatchObject({
      role: 'customer',
      email: 'customer@demo.test',
      state: 'TX',
    });
    expect(await repos.users.get(admin!.uid)).toMatchObject({ role: 'admin' });
    expect(DEMO_ACCOUNTS.map((a) => [a.role, a.email, a.password])).toEqual([
      ['admin', 'admin@demo.test', 'Admin123!'],
      ['customer', 'customer@demo.test', 'Customer123!'],
    ]);
  });

  it('when the stack starts again, then nothing is written and admin changes are kept', async () => {
    const { auth } = fakeAuth();
    await seedDemoData({ firestore, auth });
    await firestore.collection('plans').doc('2').update({ monthlyPriceCents: 2199 });
    const again = await seedDemoData({ firestore, auth });
    expect(again).toEqual({
      plans: 0,
      addOns: 0,
      devicePricing: 0,
      accounts: 0,
      profiles: 0,
      subscriptions: 0,
    });
    expect((await firestore.collection('plans').doc('2').get()).data()?.monthlyPriceCents).toBe(
      2199,
    );
  });
});
