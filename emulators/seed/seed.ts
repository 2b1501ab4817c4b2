// Seeds the local stack with demo data. Idempotent: each plan, add-on, device price, account, claim and
// profile is written only when missing, so it is safe at every start and never overwrites what an admin
// or a customer changed. (A deleted demo record comes back at the next start: deactivate it instead.)
import type { Auth, AuthUserRecord as AuthUser, Firestore } from '../../functions/src/firebase';
import { createRepositories } from '../../functions/src/repositories';
import type { UserRecord } from '../../functions/src/repositories/users';
import { demoAddOns, demoDevicePricing, demoPlans } from './catalogue-data';
import { type DemoAccount, DEMO_ADMIN, DEMO_CUSTOMER } from './demo-accounts';

export interface SeedResult {
  plans: number;
  addOns: number;
  devicePricing: number;
  accounts: number;
  profiles: number;
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
): Promise<Omit<SeedResult, 'accounts' | 'profiles'>> {
  const repos = createRepositories(firestore);
  const devices = demoDevicePricing(now);
  const count = (results: boolean[]) => results.filter(Boolean).length;
  const [plans, addOns, devicePricing] = await Promise.all([
    Promise.all(demoPlans(now, devices).map((plan) => repos.plans.createIfMissing(plan))).then(
      count,
    ),
    Promise.all(demoAddOns(now).map((addOn) => repos.addOns.createIfMissing(addOn))).then(count),
    Promise.all(devices.map((device) => repos.devicePricing.createIfMissing(device))).then(count),
  ]);
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
  for (const account of [DEMO_ADMIN, DEMO_CUSTOMER]) {
    const [user, created] = await ensureAccount(auth, account);
    if (created) accounts += 1;
    if (account.role === 'admin' && user.customClaims?.role !== 'admin') {
      await auth.setCustomUserClaims(user.uid, { ...user.customClaims, role: 'admin' });
    }
    if (await repos.users.create(demoProfile(user, account, now))) profiles += 1;
  }
  return { ...catalogue, accounts, profiles };
}
