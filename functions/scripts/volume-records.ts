// Records in the shapes the api stores them (the repositories' record types, written through their
// converters), for the admin-list tests and `npm run seed:volume`. Each builder takes a number `n` so that a
// run can make thousands of distinct, realistic rows, and overrides for what a test cares about.
import {
  type ClaimType,
  NOT_COVERED_LABEL,
  type PlanDeductibles,
  type PlanTerms,
  addMonthsUtc,
  firstVersionEffectiveFrom,
} from '@protect/domain';
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { claimConverter, type ClaimRecord } from '../src/repositories/claims';
import { collections } from '../src/repositories/collections';
import { paymentConverter, type PaymentRecord } from '../src/repositories/payments';
import { quoteConverter, type QuoteRecord } from '../src/repositories/quotes';
import { subscriptionConverter, type SubscriptionRecord } from '../src/repositories/subscriptions';
import { userConverter, type UserRecord } from '../src/repositories/users';

const FIRST = ['Ava', 'Ben', 'Chloe', 'Dan', 'Ella', 'Finn', 'Grace', 'Hugo', 'Isla', 'Jack'];
const LAST = ['Nguyen', 'Smith', 'Garcia', 'Khan', 'Okafor', 'Rossi', 'Kim', 'Novak', 'Silva'];
const DEVICES = [
  ['Apple', 'iPhone 15 Pro', 'phone', 99900],
  ['Samsung', 'Galaxy S24', 'phone', 79900],
  ['Google', 'Pixel 8', 'phone', 69900],
  ['Apple', 'iPad Air', 'tablet', 59900],
] as const;
const CLAIM_TYPES: ClaimType[] = ['screen_damage', 'back_glass', 'theft', 'water_damage'];

const DEDUCTIBLES: PlanDeductibles = {
  screen: { kind: 'amount', cents: 2999 },
  backGlass: { kind: 'amount', cents: 3999 },
  theft: { kind: 'notCovered', label: NOT_COVERED_LABEL },
};

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** The n-th test customer: a name, an e-mail made from `tag` and n, joined `createdAt`. */
export function aUser(n: number, tag: string, overrides: Partial<UserRecord> = {}): UserRecord {
  const firstName = pick(FIRST, n);
  const lastName = pick(LAST, Math.floor(n / FIRST.length));
  const createdAt = overrides.createdAt ?? new Date(Date.UTC(2026, 0, 1) + n * 60_000);
  return {
    uid: `${tag}-user-${n}`,
    email: `${firstName}.${lastName}.${n}@${tag}.example`.toLowerCase(),
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    phone: '(512) 555-0100',
    address: `${100 + (n % 900)} Main St`,
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    role: 'customer',
    createdAt,
    updatedAt: createdAt,
    quotesCount: 0,
    claimsCount: 0,
    ...overrides,
  };
}

/** A running monthly subscription of the user's phone, bought at `createdAt`, paid `paidPeriods` months. */
export function aSubscription(
  n: number,
  user: UserRecord,
  overrides: Partial<SubscriptionRecord> = {},
): SubscriptionRecord {
  const [brand, model, deviceType, valueCents] = pick(DEVICES, n);
  const createdAt = overrides.createdAt ?? user.createdAt;
  const paidPeriods = overrides.paidPeriods ?? 1;
  const priceCents = 1299;
  const id = overrides.id ?? `${user.uid}-sub-${n}`;
  const terms: PlanTerms = {
    plan: { id: 1, name: 'Basic Plan', planType: 'basic', priceCents, claimLimit: 2 },
    addOns: [],
    addOnFlags: { accessoriesCoverage: false, extendedWarranty: false, dataRecovery: false },
    monthlyTotalCents: priceCents,
    deductibles: DEDUCTIBLES,
    claimLimit: 2,
    coverageLimitCents: 100_000,
  };
  return {
    id,
    userId: user.uid,
    userEmail: user.email,
    userName: user.name,
    deviceId: `${id}-device`,
    deviceBrand: brand,
    deviceModel: model,
    deviceType,
    devicePricingId: 'custom',
    deviceValueCents: valueCents,
    imei: `35${String(n).padStart(13, '0')}`,
    coveredDevices: [
      {
        id: `${id}-device`,
        brand,
        model,
        deviceType,
        devicePricingId: 'custom',
        deviceValueCents: valueCents,
        imei: `35${String(n).padStart(13, '0')}`,
      },
    ],
    imeisEverCovered: [`35${String(n).padStart(13, '0')}`],
    status: 'active',
    ...terms,
    versions: [
      { ...terms, effectiveFrom: firstVersionEffectiveFrom(createdAt), recordedAt: createdAt },
    ],
    billingAnchor: createdAt,
    paidPeriods,
    nextBillingDate: addMonthsUtc(createdAt, paidPeriods),
    cancelAtPeriodEnd: false,
    canceledAt: null,
    endedAt: null,
    pendingChange: null,
    gateway: {
      mode: 'sandbox',
      customerId: `cus_sandbox_${user.uid}`,
      paymentMethodId: 'pm_card_visa',
      subscriptionId: null,
      card: { brand: 'visa', last4: '4242' },
    },
    firstPayment: { paymentId: `${id}-pay-0`, chargeId: `ch_${id}_0`, amountCents: priceCents },
    renewal: { attempts: 0, lastAttemptAt: null, leaseUntil: null },
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

/** The k-th payment of a subscription (k = 0 is the first, later ones renewals a month apart). */
export function aPayment(
  subscription: SubscriptionRecord,
  k: number,
  overrides: Partial<PaymentRecord> = {},
): PaymentRecord {
  const id = overrides.id ?? `${subscription.id}-pay-${k}`;
  return {
    id,
    userId: subscription.userId,
    userEmail: subscription.userEmail,
    userName: subscription.userName,
    subscriptionId: subscription.id,
    amountCents: subscription.monthlyTotalCents,
    type: k === 0 ? 'initial' : 'renewal',
    status: k % 17 === 16 ? 'failed' : 'succeeded',
    chargeId: `ch_${id}`,
    declineCode: k % 17 === 16 ? 'insufficient_funds' : null,
    description: `${subscription.plan.name} for ${subscription.deviceBrand} ${subscription.deviceModel}: month ${k + 1}`,
    createdAt: addMonthsUtc(subscription.createdAt, k),
    ...overrides,
  };
}

/** The n-th claim filed on a subscription, a few days after it began. */
export function aClaim(
  n: number,
  subscription: SubscriptionRecord,
  overrides: Partial<ClaimRecord> = {},
): ClaimRecord {
  const createdAt = new Date(subscription.createdAt.getTime() + (3 + (n % 20)) * 86_400_000);
  const status = pick(['pending', 'reviewing', 'approved', 'rejected', 'completed'] as const, n);
  const claimType = pick(CLAIM_TYPES, n);
  return {
    id: `${subscription.id}-claim-${n}`,
    claimNumber: `CLM-${createdAt.getUTCFullYear()}-${String(900000 + n).padStart(6, '0')}`,
    userId: subscription.userId,
    userName: subscription.userName,
    userEmail: subscription.userEmail,
    deviceId: subscription.deviceId,
    subscriptionId: subscription.id,
    brand: subscription.deviceBrand,
    model: subscription.deviceModel,
    claimType,
    description: `Claim ${n}: ${claimType.replace(/_/g, ' ')} after a fall`,
    incidentDate: createdAt.toISOString().slice(0, 10),
    estimatedRepairCostCents: 12000 + (n % 10) * 1000,
    policeReportNumber: claimType === 'theft' ? `PR-${n}` : null,
    photos: [],
    status,
    statusHistory: [
      { status: 'pending', at: createdAt, by: subscription.userId, note: '', reason: null },
    ],
    notes: null,
    judgedBy: null,
    deductible: null,
    appeal: null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

/** A saved quote of the user, as POST /api/quotes stores it. */
export function aQuote(
  n: number,
  user: UserRecord,
  overrides: Partial<QuoteRecord> = {},
): QuoteRecord {
  const [brand, model, deviceType, valueCents] = pick(DEVICES, n);
  return {
    id: `${user.uid}-quote-${n}`,
    deviceType,
    devicePricingId: 'custom',
    deviceBrand: brand,
    deviceModel: model,
    deviceValueCents: valueCents,
    planId: 1,
    planType: 'basic',
    planName: 'Basic Plan',
    monthlyPriceCents: 1299,
    yearlyPriceCents: 1299 * 12,
    originalPriceCents: null,
    savingsPerYearCents: 0,
    savingsText: '',
    deductibles: DEDUCTIBLES,
    claimLimit: 2,
    coverageLimitCents: 100000,
    planFeatures: ['Screen repair'],
    imei: '',
    userId: user.uid,
    userEmail: user.email,
    status: n % 3 === 0 ? 'approved' : 'pending',
    createdAt: new Date(user.createdAt.getTime() + 1000 * (n + 1)),
    ...overrides,
  };
}

/** Writes records through their collection's converter, 400 to a batch. */
export async function writeAll(
  db: Firestore,
  records: {
    users?: UserRecord[];
    subscriptions?: SubscriptionRecord[];
    payments?: PaymentRecord[];
    claims?: ClaimRecord[];
    quotes?: QuoteRecord[];
  },
): Promise<void> {
  const writes: ((batch: WriteBatch) => void)[] = [];
  const users = db.collection(collections.users).withConverter(userConverter);
  const subs = db.collection(collections.subscriptions).withConverter(subscriptionConverter);
  const payments = db.collection(collections.payments).withConverter(paymentConverter);
  const claims = db.collection(collections.claims).withConverter(claimConverter);
  const quotes = db.collection(collections.quotes).withConverter(quoteConverter);
  for (const u of records.users ?? []) writes.push((b) => b.set(users.doc(u.uid), u));
  for (const s of records.subscriptions ?? []) writes.push((b) => b.set(subs.doc(s.id), s));
  for (const p of records.payments ?? []) writes.push((b) => b.set(payments.doc(p.id), p));
  for (const c of records.claims ?? []) writes.push((b) => b.set(claims.doc(c.id), c));
  for (const q of records.quotes ?? []) writes.push((b) => b.set(quotes.doc(q.id), q));
  const batches: (typeof writes)[] = [];
  for (let i = 0; i < writes.length; i += 400) batches.push(writes.slice(i, i + 400));
  // A few batches at a time: the emulator takes them in parallel without being flooded.
  for (let i = 0; i < batches.length; i += 4) {
    await Promise.all(
      batches.slice(i, i + 4).map((group) => {
        const batch = db.batch();
        for (const write of group) write(batch);
        return batch.commit();
      }),
    );
  }
}
