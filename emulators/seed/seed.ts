// Seeds the local stack with demo data. Idempotent: each plan, add-on, device price, account, claim and
// profile is written only when missing, so it is safe at every start and never overwrites what an admin
// or a customer changed. (A deleted demo record comes back at the next start: deactivate it instead.)
import {
  createRepositories,
  createSandboxGateway,
  createSandboxGatewayState,
  createRegistrationService,
  createFamilyDevicesService,
  createClaimsService,
  createUploadsService,
  createDeductiblesService,
  createAdminClaimsService,
  createMessages,
  type Auth,
  type AuthUserRecord as AuthUser,
  type Firestore,
  type UserRecord,
  type Caller,
} from '../../functions/src/public';
import { demoAddOns, demoDevicePricing, demoPlans } from './catalogue-data';
import { type DemoAccount, DEMO_ADMIN, DEMO_CUSTOMER } from './demo-accounts';

export interface SeedResult {
  plans: number;
  addOns: number;
  devicePricing: number;
  accounts: number;
  profiles: number;
  /** The demo customer's Family subscription (0 when it exists already). */
  subscriptions: number;
}

export interface SeedTargets {
  firestore: Firestore;
  auth: Auth;
  now?: Date;
}

/** The catalogue only (plans, add-ons, device pricing): what the public pages need. */
export async function seedCatalogue(
  firestore: Firestore,
  now: Date = new Date(),
): Promise<Omit<SeedResult, 'accounts' | 'profiles' | 'subscriptions'>> {
  const repos = createRepositories(firestore);
  const devices = demoDevicePricing(now);
  // Plans last: an api that reads the catalogue meanwhile finds no plans (an incomplete catalogue it does
  // not cache) or every plan with its add-ons and device prices. One transaction per collection.
  const [addOns, devicePricing] = await Promise.all([
    repos.addOns.createAllIfMissing(demoAddOns(now)),
    repos.devicePricing.createAllIfMissing(devices),
  ]);
  const plans = await repos.plans.createAllIfMissing(demoPlans(now, devices));
  return { plans, addOns, devicePricing };
}

function isUserNotFound(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    (err as { code?: unknown }).code === 'auth/user-not-found'
  );
}

/** The account with this e-mail, created (verified) when missing; second value says whether it was created. */
async function ensureAccount(auth: Auth, account: DemoAccount): Promise<[AuthUser, boolean]> {
  try {
    return [await auth.getUserByEmail(account.email), false];
  } catch (err) {
    if (!isUserNotFound(err)) throw err;
  }
  const user = await auth.createUser({
    email: account.email,
    password: account.password,
    displayName: account.displayName,
    emailVerified: true,
  });
  return [user, true];
}

function demoProfile(user: AuthUser, account: DemoAccount, now: Date): UserRecord {
  const [firstName = '', lastName = ''] = account.displayName.split(' ');
  const isCustomer = account.role === 'customer';
  return {
    uid: user.uid,
    email: account.email,
    name: account.displayName,
    firstName,
    lastName,
    phone: isCustomer ? '(512) 555-0142' : '',
    address: isCustomer ? '100 Congress Avenue' : '',
    city: isCustomer ? 'Austin' : '',
    state: isCustomer ? 'TX' : '',
    zipCode: isCustomer ? '78701' : '',
    role: account.role,
    createdAt: now,
    updatedAt: now,
  };
}

export async function seedDemoData({
  firestore,
  auth,
  now = new Date(),
}: SeedTargets): Promise<SeedResult> {
  const repos = createRepositories(firestore);
  const catalogue = await seedCatalogue(firestore, now);
  let accounts = 0;
  let profiles = 0;
  let customer: AuthUser | undefined;
  let admin: AuthUser | undefined;
  for (const account of [DEMO_ADMIN, DEMO_CUSTOMER]) {
    const [user, created] = await ensureAccount(auth, account);
    if (created) accounts += 1;
    if (account.role === 'admin' && user.customClaims?.role !== 'admin') {
      await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role: 'admin' });
    }
    if (await repos.users.create(demoProfile(user, account, now))) profiles += 1;
    if (account.role === 'customer') customer = user;
    else admin = user;
  }
  const subscriptions =
    customer && admin ? await seedDemoSubscription(firestore, customer, admin, now) : 0;
  return { ...catalogue, accounts, profiles, subscriptions };
}

/**
 * The demo customer's family: an iPhone 16 on the Family Plan with Extended Warranty, paid by test card,
 * and an iPad added to the same subscription; a cracked iPhone screen claimed and approved, its deductible
 * charged to the card on file.
 */
export const DEMO_SUBSCRIPTION = {
  imei: '352099001761481',
  devicePricingId: 'apple-iphone-16',
  planId: 3,
  addOnNames: ['Extended Warranty'],
  secondDevice: { devicePricingId: 'apple-ipad-a16', imei: '356938035643809' },
} as const;

/**
 * Registers the demo customer's family through the same services a customer and an admin use (sandbox
 * gateway, test card), once: when the customer has no subscription yet.
 */
async function seedDemoSubscription(
  firestore: Firestore,
  customer: AuthUser,
  admin: AuthUser,
  now: Date,
): Promise<number> {
  const repos = createRepositories(firestore);
  // Only on the first start: afterwards the family is the customer's to change or cancel.
  if ((await repos.subscriptions.listForUser(customer.uid)).length > 0) return 0;
  const clock = { now: () => now };
  const gateway = createSandboxGateway(createSandboxGatewayState(firestore), clock);
  // The demo's events send their messages as a customer's would, with links to this stack's site; the
  // receipt goes without its certificate PDF, whose renderer (an ES module) does not load under tsx.
  const messages = createMessages({
    siteUrl: process.env.SITE_URL ?? 'http://127.0.0.1:5000',
    attachCertificates: false,
  });
  const registration = createRegistrationService({
    ...repos,
    gateway,
    messages,
    imagePathOf: () => null,
    clock,
  });
  const asCustomer: Caller = {
    uid: customer.uid,
    email: customer.email ?? DEMO_CUSTOMER.email,
    emailVerified: true,
    name: DEMO_CUSTOMER.displayName,
    role: 'customer',
    signInProvider: 'password',
  };
  const [plan, device, addOns] = await Promise.all([
    repos.plans.get(DEMO_SUBSCRIPTION.planId),
    repos.devicePricing.get(DEMO_SUBSCRIPTION.devicePricingId),
    repos.addOns.listActive(),
  ]);
  if (!plan || !device) return 0;
  const chosen = addOns.filter((a) =>
    (DEMO_SUBSCRIPTION.addOnNames as readonly string[]).includes(a.name),
  );
  const totalCents =
    (plan.monthlyPriceCents ?? 0) + chosen.reduce((sum, a) => sum + a.monthlyPriceCents, 0);
  const answer = await registration.registerAndPay(
    asCustomer,
    {
      amount: totalCents / 100,
      paymentMethodId: 'pm_card_visa',
      addOns: { accessoriesCoverage: false, extendedWarranty: false, dataRecovery: false },
      selectedAddons: chosen.map((a) => a.id),
      billing: { name_on_card: DEMO_CUSTOMER.displayName, zip_code: '10001' },
      deviceData: {
        device_pricing_id: device.id,
        brand: device.deviceBrand,
        model: device.deviceModel,
        imei: DEMO_SUBSCRIPTION.imei,
        condition: 'excellent',
        serial_number: 'F2LXK0DEMO',
        purchase_date: undefined,
        current_value: undefined,
        front_image_url: undefined,
        back_image_url: undefined,
      },
      subscriptionData: { plan_id: plan.id, plan_type: plan.planType, plan_name: plan.name },
    },
    'demo-seed-first-device',
  );
  if (answer.status !== 201) return 0;
  const { subscription } = answer.body as { subscription: { id: string; device_id: string } };

  const tablet = await repos.devicePricing.get(DEMO_SUBSCRIPTION.secondDevice.devicePricingId);
  if (tablet) {
    const family = createFamilyDevicesService({ ...repos, imagePathOf: () => null, clock });
    await family.addDevice(
      asCustomer,
      subscription.id,
      {
        deviceData: {
          device_pricing_id: tablet.id,
          brand: tablet.deviceBrand,
          model: tablet.deviceModel,
          imei: DEMO_SUBSCRIPTION.secondDevice.imei,
          condition: 'good',
          serial_number: 'DMPXK0DEMO',
          purchase_date: undefined,
          current_value: undefined,
          front_image_url: undefined,
          back_image_url: undefined,
        },
      },
      'demo-seed-second-device',
    );
  }

  // A claim filed and approved: its deductible is charged off-session to the card on file.
  const claims = createClaimsService({
    ...repos,
    uploads: createUploadsService({ fileStore: undefined }),
    messages,
    clock,
  });
  const claim = await claims.file(
    asCustomer,
    {
      user_id: customer.uid,
      device_id: subscription.device_id,
      claim_type: 'screen_damage',
      description: 'Dropped it on the kitchen floor: the screen is cracked across the top.',
      incident_date: now.toISOString().slice(0, 10),
      estimated_repair_cost: 279,
      police_report_number: undefined,
    },
    [],
  );
  const adminClaims = createAdminClaimsService({
    ...repos,
    deductibles: createDeductiblesService({ ...repos, gateway, messages, clock }),
    messages,
    clock,
  });
  await adminClaims.changeStatus(
    {
      uid: admin.uid,
      email: admin.email ?? DEMO_ADMIN.email,
      emailVerified: true,
      name: DEMO_ADMIN.displayName,
      role: 'admin',
      signInProvider: 'password',
    },
    claim.id,
    {
      status: 'approved',
      from: 'pending',
      note: 'Approved: book the repair at any partner store.',
      reason: null,
    },
  );
  return 1;
}
