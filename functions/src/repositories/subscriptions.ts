// subscriptions, and the writes that must happen together with them: a device, its IMEI guard
// (deviceImeis/{imei}), its payments and the request's idempotency answer are recorded in one transaction,
// so that no coverage exists without its payment and no payment is recorded twice.
import type {
  CollectionReference,
  Firestore,
  Timestamp,
  Transaction,
} from 'firebase-admin/firestore';
import {
  ADDON_USING_STATUSES,
  BILLABLE_STATUSES,
  type Cents,
  DEFAULT_CLAIM_LIMIT,
  DEFAULT_COVERAGE_LIMIT_CENTS,
  type DeviceType,
  type PlanTerms,
  type PlanVersion,
  type PricedPlanChange,
  type SubscriptionStatus,
  addMonthsUtc,
  firstVersionEffectiveFrom,
  isBillable,
  isLiveSubscription,
  pastDueStep,
  termsForPeriod,
  withChange,
} from '@protect/domain';
import type { CardSummary } from '../adapters/payment-gateway';
import { collections } from './collections';
import {
  GRPC,
  converter,
  fromTimestamp,
  hasGrpcCode,
  isDocumentId,
  toTimestamp,
} from './converter';
import { type DeviceRecord, deviceConverter } from './devices';
import { confirmMoneyBackRefund } from './money-back';
import type { IdempotencyKeysRepository, RequestKey, StoredAnswer } from './idempotency-keys';
import { type PaymentRecord, anonymiseAllOfUser, paymentConverter } from './payments';
import { type Actor, type AuditLogRepository, createAuditLogRepository } from './audit-log';
import { type Page, type PageRequest, readPage } from './pages';
import { addToMonthlyTotals, revenueCentsOf } from './monthly-totals';
import { readRecord, newestOfUser } from './records';
import { type MailRepository, type OutgoingMail, createMailRepository } from './mail';

/** What a plan and add-on choice costs and covers (the domain's PlanTerms). */
export type PlanChoice = PlanTerms;

/** The plan terms only, out of a record that holds them with other fields. */
export function termsOf(t: PlanTerms): PlanTerms {
  return {
    plan: t.plan,
    addOns: t.addOns,
    addOnFlags: t.addOnFlags,
    monthlyTotalCents: t.monthlyTotalCents,
    deductibles: t.deductibles,
    claimLimit: t.claimLimit,
    coverageLimitCents: t.coverageLimitCents,
  };
}

/** A device a subscription covers, as the subscription keeps it (the device's own record holds the rest). */
export type CoveredDevice = Pick<
  DeviceRecord,
  'id' | 'brand' | 'model' | 'deviceType' | 'devicePricingId' | 'deviceValueCents' | 'imei'
>;

export function coveredDeviceOf(d: DeviceRecord): CoveredDevice {
  return {
    id: d.id,
    brand: d.brand,
    model: d.model,
    deviceType: d.deviceType,
    devicePricingId: d.devicePricingId,
    deviceValueCents: d.deviceValueCents,
    imei: d.imei,
  };
}

/** The singular device fields of a subscription, which name its first covered device. */
function firstDeviceFields(d: CoveredDevice) {
  return {
    deviceId: d.id,
    deviceBrand: d.brand,
    deviceModel: d.model,
    deviceType: d.deviceType,
    devicePricingId: d.devicePricingId,
    deviceValueCents: d.deviceValueCents,
    imei: d.imei,
  };
}

/**
 * A subscription. Its top-level terms are those of the period being paid for (what the customer's card
 * shows); `versions` holds every set of terms it has had, each from the day it covers, which is what
 * claims are judged by and renewals are billed by.
 */
export interface SubscriptionRecord extends PlanTerms {
  id: string;
  userId: string;
  userEmail: string;
  userName: string;
  deviceId: string;
  deviceBrand: string;
  deviceModel: string;
  deviceType: DeviceType;
  devicePricingId: string;
  deviceValueCents: Cents;
  imei: string;
  /**
   * Every device it covers, the first (the singular fields above) first: up to 5 on the Family plan, one on
   * the others. Records made before the Family plan covered several read as their one device.
   */
  coveredDevices: CoveredDevice[];
  /**
   * Every IMEI it has covered, removed family devices included: a device's earlier claims count against its
   * yearly limit, and a money-back refund is used up for each of them (issue 22).
   */
  imeisEverCovered: string[];
  status: SubscriptionStatus;
  /** Periods run from the anchor by whole months (no drift at month ends); paidPeriods of them are paid. */
  billingAnchor: Date;
  paidPeriods: number;
  /** addMonthsUtc(billingAnchor, paidPeriods): the next charge, or the unpaid one when overdue. */
  nextBillingDate: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  /** When coverage stopped (cancelled, or the paid period ran out after a cancellation). */
  endedAt: Date | null;
  versions: PlanVersion[];
  /** An upgrade priced and waiting for its payment (a downgrade is scheduled in `versions` at once). */
  pendingChange: PricedPlanChange | null;
  gateway: {
    mode: 'stripe' | 'sandbox';
    customerId: string;
    paymentMethodId: string;
    /** Stripe's subscription, which bills renewals itself; null in the sandbox. */
    subscriptionId: string | null;
    card: CardSummary | null;
  };
  firstPayment: { paymentId: string; chargeId: string; amountCents: Cents };
  renewal: { attempts: number; lastAttemptAt: Date | null; leaseUntil: Date | null };
  createdAt: Date;
  updatedAt: Date;
}

/** The terms a due renewal bills: those in force on the first day of the period it pays for. */
export function renewalTermsOf(
  s: Pick<SubscriptionRecord, 'versions' | 'nextBillingDate'>,
): PlanTerms {
  return termsOf(termsForPeriod(s.versions, s.nextBillingDate));
}

type Dated<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: T[P] extends Date ? Timestamp : Timestamp | null;
};
type SubscriptionDoc = Omit<
  Dated<
    SubscriptionRecord,
    'billingAnchor' | 'nextBillingDate' | 'canceledAt' | 'endedAt' | 'createdAt' | 'updatedAt'
  >,
  'id' | 'renewal' | 'versions' | 'pendingChange' | 'coveredDevices' | 'imeisEverCovered'
> & {
  coveredDevices?: CoveredDevice[];
  imeisEverCovered?: string[];
  renewal: { attempts: number; lastAttemptAt: Timestamp | null; leaseUntil: Timestamp | null };
  versions: (Omit<PlanVersion, 'effectiveFrom' | 'recordedAt'> & {
    effectiveFrom: Timestamp;
    recordedAt: Timestamp;
  })[];
  pendingChange:
    | (Omit<PricedPlanChange, 'effectiveFrom' | 'pricedAt'> & {
        effectiveFrom: Timestamp;
        pricedAt: Timestamp;
      })
    | null;
  /**
   * The ids of `addOns`, written by the converter with every whole-record write, so that the subscriptions
   * using an add-on can be queried (array-contains): the add-on entries themselves also hold the name and
   * price paid, which a query cannot match on.
   */
  addOnIds: string[];
};

const orNull = (date: Date | null) => (date ? toTimestamp(date) : null);
const dateOrNull = (value: unknown) => (value ? fromTimestamp(value) : null);

export const subscriptionConverter = converter<SubscriptionRecord, SubscriptionDoc>(
  ({ id: _id, ...s }) => ({
    ...s,
    billingAnchor: toTimestamp(s.billingAnchor),
    nextBillingDate: toTimestamp(s.nextBillingDate),
    canceledAt: orNull(s.canceledAt),
    endedAt: orNull(s.endedAt),
    createdAt: toTimestamp(s.createdAt),
    updatedAt: toTimestamp(s.updatedAt),
    renewal: {
      attempts: s.renewal.attempts,
      lastAttemptAt: orNull(s.renewal.lastAttemptAt),
      leaseUntil: orNull(s.renewal.leaseUntil),
    },
    versions: s.versions.map((v) => ({
      ...v,
      effectiveFrom: toTimestamp(v.effectiveFrom),
      recordedAt: toTimestamp(v.recordedAt),
    })),
    pendingChange: s.pendingChange
      ? {
          ...s.pendingChange,
          effectiveFrom: toTimestamp(s.pendingChange.effectiveFrom),
          pricedAt: toTimestamp(s.pendingChange.pricedAt),
        }
      : null,
    addOnIds: s.addOns.map((addOn) => addOn.id),
    // Queried with array-contains; every covered IMEI is in it whoever built the record.
    imeisEverCovered: [
      ...new Set([...s.imeisEverCovered, ...s.coveredDevices.map((device) => device.imei)]),
    ],
  }),
  (id, { addOnIds: _addOnIds, ...doc }) => readSubscription(id, doc),
);

/**
 * A stored subscription as a record. Records made before plan versions were kept get one version, their
 * terms from the start; a change held then (in the older shape, with no price due now) is dropped, so that
 * it is priced again.
 */
function readSubscription(id: string, doc: Omit<SubscriptionDoc, 'addOnIds'>): SubscriptionRecord {
  const createdAt = fromTimestamp(doc.createdAt);
  const terms: PlanTerms = {
    plan: doc.plan,
    addOns: doc.addOns,
    addOnFlags: doc.addOnFlags,
    monthlyTotalCents: doc.monthlyTotalCents,
    deductibles: doc.deductibles,
    claimLimit: doc.claimLimit ?? doc.plan.claimLimit ?? DEFAULT_CLAIM_LIMIT,
    coverageLimitCents: doc.coverageLimitCents ?? DEFAULT_COVERAGE_LIMIT_CENTS,
  };
  const held = doc.pendingChange;
  const coveredDevices: CoveredDevice[] = Array.isArray(doc.coveredDevices)
    ? doc.coveredDevices
    : [
        {
          id: doc.deviceId,
          brand: doc.deviceBrand,
          model: doc.deviceModel,
          deviceType: doc.deviceType,
          devicePricingId: doc.devicePricingId,
          deviceValueCents: doc.deviceValueCents,
          imei: doc.imei,
        },
      ];
  return {
    ...doc,
    ...terms,
    id,
    coveredDevices,
    imeisEverCovered: doc.imeisEverCovered ?? coveredDevices.map((device) => device.imei),
    billingAnchor: fromTimestamp(doc.billingAnchor),
    nextBillingDate: fromTimestamp(doc.nextBillingDate),
    canceledAt: dateOrNull(doc.canceledAt),
    endedAt: dateOrNull(doc.endedAt),
    createdAt: fromTimestamp(doc.createdAt),
    updatedAt: fromTimestamp(doc.updatedAt),
    renewal: {
      attempts: doc.renewal?.attempts ?? 0,
      lastAttemptAt: dateOrNull(doc.renewal?.lastAttemptAt),
      leaseUntil: dateOrNull(doc.renewal?.leaseUntil),
    },
    versions: Array.isArray(doc.versions)
      ? doc.versions.map((v) => ({
          ...v,
          effectiveFrom: fromTimestamp(v.effectiveFrom),
          recordedAt: fromTimestamp(v.recordedAt),
        }))
      : [{ ...terms, effectiveFrom: firstVersionEffectiveFrom(createdAt), recordedAt: createdAt }],
    pendingChange:
      held && 'amountDueNowCents' in held
        ? {
            ...held,
            effectiveFrom: fromTimestamp(held.effectiveFrom),
            pricedAt: fromTimestamp(held.pricedAt),
          }
        : null,
  };
}

const isLive = isLiveSubscription;

/**
 * The subscriptions in one of ADDON_USING_STATUSES that hold an add-on (index: addOnIds contains,
 * status asc), to be read inside the transaction that deletes it.
 */
export function subscriptionsUsingAddOn(db: Firestore, addOnId: string) {
  return db
    .collection(collections.subscriptions)
    .withConverter(subscriptionConverter)
    .where('addOnIds', 'array-contains', addOnId)
    .where('status', 'in', [...ADDON_USING_STATUSES]);
}

/** How long a registration holds an IMEI while its card is charged. */
export const IMEI_RESERVATION_MS = 5 * 60_000;
/** How long a billing run holds a renewal while it charges it. */
export const RENEWAL_LEASE_MS = 5 * 60_000;

interface ImeiGuardDoc {
  imei: string;
  userId: string;
  /** 'reserved' while the first payment runs, 'active' once the subscription is recorded. */
  state: 'reserved' | 'active';
  requestId: string;
  subscriptionId: string | null;
  reservedUntil: Timestamp;
}

export type RecordOutcome =
  { kind: 'recorded'; answer: StoredAnswer } | { kind: 'replay'; answer: StoredAnswer };

export type RenewalClaim =
  | { kind: 'charge'; subscription: SubscriptionRecord; attempt: number }
  | { kind: 'ended'; subscription: SubscriptionRecord }
  | { kind: 'skip' };

const requestIdOf = (r: RequestKey) => `${r.uid}:${r.key}`;

/** Whether a guard keeps an IMEI from this request: a live subscription, or another request's valid hold. */
async function heldByOther(
  tx: Transaction,
  subscriptions: CollectionReference<SubscriptionRecord, SubscriptionDoc>,
  guard: ImeiGuardDoc | undefined,
  requestId: string,
  now: Date,
): Promise<boolean> {
  if (!guard || guard.requestId === requestId) return false;
  if (guard.state === 'active' && guard.subscriptionId) {
    const covering = (await tx.get(subscriptions.doc(guard.subscriptionId))).data();
    return covering !== undefined && isLive(covering);
  }
  return fromTimestamp(guard.reservedUntil) > now;
}

export function createSubscriptionsRepository(
  db: Firestore,
  idempotency: IdempotencyKeysRepository,
  audit: AuditLogRepository = createAuditLogRepository(db),
  mail: MailRepository = createMailRepository(db),
) {
  /** Queues an event's message in its transaction (none for a customer without an address). */
  const queueMail = (tx: Transaction, message: OutgoingMail | null | undefined, now: Date) => {
    if (message) mail.queue(tx, message, now);
  };
  const ref = db.collection(collections.subscriptions).withConverter(subscriptionConverter);
  const devices = db.collection(collections.devices).withConverter(deviceConverter);
  const payments = db.collection(collections.payments).withConverter(paymentConverter);
  const guards = db.collection(collections.deviceImeis);

  /**
   * Ends coverage now in the transaction: every covered device's IMEI may be registered again. `held` are
   * the guards of its IMEIs (guardsOf), read before any write.
   */
  function endCoverage(
    tx: Transaction,
    subscription: SubscriptionRecord,
    now: Date,
    held: (ImeiGuardDoc | undefined)[],
  ) {
    for (const guard of held)
      if (guard?.subscriptionId === subscription.id) tx.delete(guards.doc(guard.imei));
    return { status: 'canceled' as const, endedAt: now, cancelAtPeriodEnd: false };
  }

  async function guardIn(tx: Transaction, imei: string): Promise<ImeiGuardDoc | undefined> {
    return (await tx.get(guards.doc(imei))).data() as ImeiGuardDoc | undefined;
  }

  /** The guards of every IMEI the subscription covers. */
  function guardsOf(tx: Transaction, s: SubscriptionRecord): Promise<(ImeiGuardDoc | undefined)[]> {
    return Promise.all(s.coveredDevices.map((d) => guardIn(tx, d.imei)));
  }

  /**
   * Records what a paying request did to one subscription, with the request's answer, in one transaction;
   * a request already recorded answers what it answered then. `write` reads first, then writes.
   */
  function recordOnce(
    request: RequestKey,
    subscriptionId: string,
    now: Date,
    write: (tx: Transaction, current: SubscriptionRecord) => Promise<StoredAnswer>,
  ): Promise<RecordOutcome> {
    return db.runTransaction(async (tx) => {
      const earlier = await idempotency.completedIn(tx, request);
      if (earlier) return { kind: 'replay', answer: earlier };
      const current = (await tx.get(ref.doc(subscriptionId))).data();
      if (!current) throw new Error(`Subscription ${subscriptionId} vanished while being recorded`);
      const answer = await write(tx, current);
      idempotency.complete(tx, request, answer, now);
      return { kind: 'recorded', answer };
    });
  }

  /** Changes the stored subscription in one transaction; null when there is none with this id. */
  function changeStored(
    id: string,
    change: (current: SubscriptionRecord) => SubscriptionRecord,
    message: OutgoingMail | null = null,
    now: Date = new Date(),
  ): Promise<SubscriptionRecord | null> {
    return db.runTransaction(async (tx) => {
      const current = (await tx.get(ref.doc(id))).data();
      if (!current) return null;
      const next = change(current);
      tx.set(ref.doc(id), next);
      queueMail(tx, message, now);
      return next;
    });
  }

  /** The subscription's versions with a priced change's terms joining from the change's effective date. */
  function versionsWith(current: SubscriptionRecord, change: PricedPlanChange, now: Date) {
    return withChange(current.versions, {
      ...termsOf(change.terms),
      effectiveFrom: change.effectiveFrom,
      recordedAt: now,
    });
  }

  /** One try at holding an IMEI for a registration request (reserveImei). */
  function reserveImeiOnce(
    imei: string,
    request: RequestKey,
    now: Date,
  ): Promise<'reserved' | 'taken'> {
    return db.runTransaction(async (tx) => {
      const guard = await guardIn(tx, imei);
      if (guard) {
        if (guard.state === 'active' && guard.subscriptionId) {
          const covering = (await tx.get(ref.doc(guard.subscriptionId))).data();
          if (covering && isLive(covering)) return 'taken';
        } else if (
          guard.requestId !== requestIdOf(request) &&
          fromTimestamp(guard.reservedUntil) > now
        ) {
          return 'taken';
        }
      }
      const reserved: ImeiGuardDoc = {
        imei,
        userId: request.uid,
        state: 'reserved',
        requestId: requestIdOf(request),
        subscriptionId: null,
        reservedUntil: toTimestamp(new Date(now.getTime() + IMEI_RESERVATION_MS)),
      };
      // A first guard is created, not set: its commit fails if another request created it meanwhile,
      // which also holds on the local emulator (seen there letting two read-then-set transactions on a
      // missing document both commit, so that two cards were charged for one IMEI).
      if (guard) tx.set(guards.doc(imei), reserved);
      else tx.create(guards.doc(imei), reserved);
      return 'reserved';
    });
  }

  return {
    newIds(): { subscriptionId: string; deviceId: string; paymentId: string } {
      return {
        subscriptionId: ref.doc().id,
        deviceId: devices.doc().id,
        paymentId: payments.doc().id,
      };
    },
    newPaymentId(): string {
      return payments.doc().id;
    },

    async get(id: string): Promise<SubscriptionRecord | null> {
      if (!isDocumentId(id)) return null;
      return readRecord(ref, id);
    },

    /** The customer's subscriptions, newest first (index: userId asc, createdAt desc). */
    async listForUser(userId: string): Promise<SubscriptionRecord[]> {
      return newestOfUser(ref, userId, 100);
    },

    /** Subscriptions whose next billing date has come (index: status asc, nextBillingDate asc). */
    async listDue(
      now: Date,
      limit: number,
      after?: SubscriptionRecord,
    ): Promise<SubscriptionRecord[]> {
      let query = ref
        .where('status', 'in', [...BILLABLE_STATUSES])
        .where('nextBillingDate', '<=', toTimestamp(now))
        .orderBy('nextBillingDate')
        .limit(limit);
      if (after) query = query.startAfter(toTimestamp(after.nextBillingDate));
      return (await query.get()).docs.map((doc) => doc.data());
    },

    /** One page of the admin subscriptions list, newest first. */
    page(request: PageRequest): Promise<Page<SubscriptionRecord>> {
      return readPage(ref, request);
    },

    /**
     * An admin sets active, paused or canceled, with its audit entry, in one transaction. Paused: no
     * coverage and no renewal is charged (billing charges active and past_due only). Active again after
     * a pause that outlived the paid period: billing starts again from today (the anchor moves so the
     * next billing date is now) rather than charging the months of the pause. Canceled: coverage ends now
     * (the IMEI may be registered again); the caller stops the gateway's billing first.
     */
    async setStatusByAdmin(input: {
      id: string;
      status: 'active' | 'paused' | 'canceled';
      refuse: (current: SubscriptionRecord) => string | null;
      who: Actor;
      now: Date;
    }): Promise<
      | { kind: 'changed' | 'unchanged'; subscription: SubscriptionRecord }
      | { kind: 'missing' }
      | { kind: 'refused'; message: string }
    > {
      const { id, status, who, now } = input;
      if (!isDocumentId(id)) return { kind: 'missing' };
      return db.runTransaction(async (tx) => {
        const current = (await tx.get(ref.doc(id))).data();
        if (!current) return { kind: 'missing' } as const;
        const message = input.refuse(current);
        if (message !== null) return { kind: 'refused', message } as const;
        if (current.status === status) return { kind: 'unchanged', subscription: current } as const;
        let updated: SubscriptionRecord;
        if (status === 'canceled') {
          const held = await guardsOf(tx, current);
          updated = {
            ...current,
            ...endCoverage(tx, current, now, held),
            canceledAt: now,
            pendingChange: null,
            updatedAt: now,
          };
        } else if (
          status === 'active' &&
          current.status === 'paused' &&
          current.nextBillingDate < now
        ) {
          const billingAnchor = addMonthsUtc(now, -current.paidPeriods);
          updated = {
            ...current,
            status,
            billingAnchor,
            nextBillingDate: addMonthsUtc(billingAnchor, current.paidPeriods),
            renewal: { attempts: 0, lastAttemptAt: null, leaseUntil: null },
            updatedAt: now,
          };
        } else {
          updated = { ...current, status, updatedAt: now };
        }
        tx.set(ref.doc(id), updated);
        const view = (s: SubscriptionRecord) => ({
          status: s.status,
          billingAnchor: s.billingAnchor,
          nextBillingDate: s.nextBillingDate,
          endedAt: s.endedAt,
        });
        audit.record(tx, {
          who,
          action: 'subscription.status',
          target: { collection: collections.subscriptions, id },
          before: view(current),
          after: view(updated),
          at: now,
        });
        return { kind: 'changed', subscription: updated } as const;
      });
    },

    /** A deleted user's subscriptions are kept with the name and e-mail replaced; answers how many. */
    anonymiseAllOf(userId: string, name: string, email: string): Promise<number> {
      return anonymiseAllOfUser(db, ref, subscriptionConverter.toFirestore, {
        userId,
        name,
        email,
      });
    },

    async findByGatewaySubscription(
      gatewaySubscriptionId: string,
    ): Promise<SubscriptionRecord | null> {
      const snapshot = await ref
        .where('gateway.subscriptionId', '==', gatewaySubscriptionId)
        .limit(1)
        .get();
      return snapshot.docs[0]?.data() ?? null;
    },

    /**
     * Holds an IMEI for one registration request while its card is charged. 'taken' when a live
     * subscription covers it, or another request holds it now.
     */
    async reserveImei(imei: string, request: RequestKey, now: Date): Promise<'reserved' | 'taken'> {
      try {
        return await reserveImeiOnce(imei, request, now);
      } catch (err) {
        // Another request created the guard first (see reserveImeiOnce).
        if (hasGrpcCode(err, GRPC.ALREADY_EXISTS)) return 'taken';
        throw err;
      }
    },

    /** Lets go of an IMEI this request reserved (the payment was declined or failed). */
    async releaseImei(imei: string, request: RequestKey): Promise<void> {
      await db.runTransaction(async (tx) => {
        const guard = await guardIn(tx, imei);
        if (guard?.state === 'reserved' && guard.requestId === requestIdOf(request))
          tx.delete(guards.doc(imei));
      });
    },

    /**
     * Records a paid registration: the device, the IMEI guard, the subscription, the payment and the
     * request's answer, all or nothing. A request already recorded answers what it answered then.
     */
    async recordRegistration(input: {
      request: RequestKey;
      device: DeviceRecord;
      subscription: SubscriptionRecord;
      payment: PaymentRecord;
      answer: StoredAnswer;
      /** The receipt, queued with the registration. */
      mail: OutgoingMail | null;
      now: Date;
    }): Promise<RecordOutcome | { kind: 'imei_taken' }> {
      return db.runTransaction(async (tx) => {
        const earlier = await idempotency.completedIn(tx, input.request);
        if (earlier) return { kind: 'replay', answer: earlier };
        // Checked again at the write: a hold that expired while the card was charged may have passed on.
        const held = await guardIn(tx, input.subscription.imei);
        if (await heldByOther(tx, ref, held, requestIdOf(input.request), input.now))
          return { kind: 'imei_taken' } as const;
        const guard: ImeiGuardDoc = {
          imei: input.subscription.imei,
          userId: input.request.uid,
          state: 'active',
          requestId: requestIdOf(input.request),
          subscriptionId: input.subscription.id,
          reservedUntil: toTimestamp(input.now),
        };
        tx.set(guards.doc(input.subscription.imei), guard);
        tx.create(devices.doc(input.device.id), input.device);
        tx.create(ref.doc(input.subscription.id), input.subscription);
        tx.create(payments.doc(input.payment.id), input.payment);
        addToMonthlyTotals(db, tx, [
          { at: input.subscription.createdAt, newSubscriptions: 1 },
          { at: input.payment.createdAt, revenueCents: revenueCentsOf(input.payment), payments: 1 },
        ]);
        idempotency.complete(tx, input.request, input.answer, input.now);
        queueMail(tx, input.mail, input.now);
        return { kind: 'recorded', answer: input.answer };
      });
    },

    /** Whether the IMEI is held by this request (checked again just before recording). */
    async imeiHeldBy(imei: string, request: RequestKey): Promise<boolean> {
      const guard = (await guards.doc(imei).get()).data() as ImeiGuardDoc | undefined;
      return guard?.requestId === requestIdOf(request);
    },

    /**
     * Adds a device to a subscription (the Family plan), once per request: the device, its IMEI guard, the
     * subscription's device list and the request's answer in one transaction. The device count and the IMEI
     * guard are read inside it, so two adds at once cannot pass the plan's limit or cover one IMEI twice.
     */
    async addDevice(input: {
      request: RequestKey;
      subscriptionId: string;
      device: DeviceRecord;
      /** Why the subscription as it is now may not take the device, or null. */
      refuse: (current: SubscriptionRecord) => string | null;
      answerFor: (updated: SubscriptionRecord) => StoredAnswer;
      now: Date;
    }): Promise<RecordOutcome | { kind: 'refused'; message: string } | { kind: 'imei_taken' }> {
      return db.runTransaction(async (tx) => {
        const earlier = await idempotency.completedIn(tx, input.request);
        if (earlier) return { kind: 'replay', answer: earlier } as const;
        const current = (await tx.get(ref.doc(input.subscriptionId))).data();
        if (!current) throw new Error(`Subscription ${input.subscriptionId} vanished while adding`);
        const message = input.refuse(current);
        if (message !== null) return { kind: 'refused', message } as const;
        const { imei } = input.device;
        const held = await guardIn(tx, imei);
        if (
          current.coveredDevices.some((d) => d.imei === imei) ||
          (await heldByOther(tx, ref, held, requestIdOf(input.request), input.now))
        )
          return { kind: 'imei_taken' } as const;
        const guard: ImeiGuardDoc = {
          imei,
          userId: input.request.uid,
          state: 'active',
          requestId: requestIdOf(input.request),
          subscriptionId: current.id,
          reservedUntil: toTimestamp(input.now),
        };
        const updated: SubscriptionRecord = {
          ...current,
          coveredDevices: [...current.coveredDevices, coveredDeviceOf(input.device)],
          imeisEverCovered: [...current.imeisEverCovered, imei],
          updatedAt: input.now,
        };
        tx.set(guards.doc(imei), guard);
        tx.create(devices.doc(input.device.id), input.device);
        tx.set(ref.doc(current.id), updated);
        const answer = input.answerFor(updated);
        idempotency.complete(tx, input.request, answer, input.now);
        return { kind: 'recorded', answer } as const;
      });
    },

    /**
     * Takes a device off a subscription: the device is kept (with its subscription, for its claims) marked
     * removed, its IMEI guard is released, and when it was the first device the next one becomes the
     * subscription's device fields.
     */
    async removeDevice(input: {
      subscriptionId: string;
      deviceId: string;
      /** Why the subscription as it is now may not lose the device, or null. */
      refuse: (current: SubscriptionRecord) => string | null;
      now: Date;
    }): Promise<
      | { kind: 'removed'; subscription: SubscriptionRecord }
      | { kind: 'not_covered' }
      | { kind: 'refused'; message: string }
    > {
      if (!isDocumentId(input.deviceId)) return { kind: 'not_covered' };
      return db.runTransaction(async (tx) => {
        const current = (await tx.get(ref.doc(input.subscriptionId))).data();
        const device = (await tx.get(devices.doc(input.deviceId))).data();
        if (!current || !device || !current.coveredDevices.some((d) => d.id === device.id))
          return { kind: 'not_covered' } as const;
        const message = input.refuse(current);
        if (message !== null) return { kind: 'refused', message } as const;
        const guard = await guardIn(tx, device.imei);
        const remaining = current.coveredDevices.filter((d) => d.id !== device.id);
        const updated: SubscriptionRecord = {
          ...current,
          ...firstDeviceFields(remaining[0]!),
          coveredDevices: remaining,
          updatedAt: input.now,
        };
        if (guard?.subscriptionId === current.id) tx.delete(guards.doc(device.imei));
        tx.set(devices.doc(device.id), { ...device, removedAt: input.now });
        tx.set(ref.doc(current.id), updated);
        return { kind: 'removed', subscription: updated } as const;
      });
    },

    /** Holds a priced upgrade until it is paid (null lets go of it). */
    async setPendingChange(
      id: string,
      change: PricedPlanChange | null,
      now: Date,
    ): Promise<SubscriptionRecord | null> {
      return changeStored(id, (current) => ({ ...current, pendingChange: change, updatedAt: now }));
    },

    /**
     * Schedules a change that costs nothing now (a downgrade): its terms join the versions from the next
     * billing date, and whatever upgrade was held is let go.
     */
    async scheduleChange(
      id: string,
      change: PricedPlanChange,
      now: Date,
      /** The plan change's confirmation. */
      message: OutgoingMail | null,
    ): Promise<SubscriptionRecord | null> {
      return changeStored(
        id,
        (current) => ({
          ...current,
          versions: versionsWith(current, change, now),
          pendingChange: null,
          updatedAt: now,
        }),
        message,
        now,
      );
    },

    /**
     * Applies a paid upgrade: its terms join the versions from the day after the change and are the
     * subscription's terms from now (billed from the next billing date, which does not move), with the
     * proration payment and the request's answer.
     */
    async recordPlanChange(input: {
      request: RequestKey;
      subscriptionId: string;
      change: PricedPlanChange;
      /** The card that paid: charged from now on. */
      paymentMethod: { paymentMethodId: string; card: CardSummary | null };
      /** The proration charged. */
      payment: PaymentRecord;
      answerFor: (updated: SubscriptionRecord) => StoredAnswer;
      /** The plan change's confirmation. */
      mail: OutgoingMail | null;
      now: Date;
    }): Promise<RecordOutcome> {
      return recordOnce(input.request, input.subscriptionId, input.now, async (tx, current) => {
        queueMail(tx, input.mail, input.now);
        const updated: SubscriptionRecord = {
          ...current,
          ...termsOf(input.change.terms),
          versions: versionsWith(current, input.change, input.now),
          gateway: { ...current.gateway, ...input.paymentMethod },
          pendingChange: null,
          updatedAt: input.now,
        };
        tx.set(ref.doc(current.id), updated);
        tx.create(payments.doc(input.payment.id), input.payment);
        addToMonthlyTotals(db, tx, [
          { at: input.payment.createdAt, revenueCents: revenueCentsOf(input.payment), payments: 1 },
        ]);
        return input.answerFor(updated);
      });
    },

    async setPaymentMethod(
      id: string,
      method: { paymentMethodId: string; card: CardSummary | null },
      now: Date,
    ): Promise<SubscriptionRecord | null> {
      return changeStored(id, (current) => ({
        ...current,
        gateway: {
          ...current.gateway,
          paymentMethodId: method.paymentMethodId,
          card: method.card,
        },
        updatedAt: now,
      }));
    },

    /**
     * Cancels. With a refund (within the money-back period) coverage ends now and the refund is recorded;
     * without, coverage runs to the next billing date and no renewal is charged.
     */
    async recordCancellation(input: {
      request: RequestKey;
      subscriptionId: string;
      refund: PaymentRecord | null;
      answerFor: (updated: SubscriptionRecord, refund: PaymentRecord | null) => StoredAnswer;
      /** The cancellation's message. */
      mail: OutgoingMail | null;
      now: Date;
    }): Promise<RecordOutcome> {
      return recordOnce(input.request, input.subscriptionId, input.now, async (tx, current) => {
        const held = await guardsOf(tx, current);
        queueMail(tx, input.mail, input.now);
        const updated: SubscriptionRecord = input.refund
          ? {
              ...current,
              ...endCoverage(tx, current, input.now, held),
              canceledAt: input.now,
              pendingChange: null,
              updatedAt: input.now,
            }
          : {
              ...current,
              cancelAtPeriodEnd: true,
              canceledAt: input.now,
              pendingChange: null,
              updatedAt: input.now,
            };
        tx.set(ref.doc(current.id), updated);
        if (input.refund) {
          // The money-back guards this cancellation reserved are kept as used, with the refund.
          confirmMoneyBackRefund(db, tx, current, input.now);
          tx.create(payments.doc(input.refund.id), input.refund);
          addToMonthlyTotals(db, tx, [
            { at: input.refund.createdAt, revenueCents: revenueCentsOf(input.refund), payments: 1 },
          ]);
        }
        return input.answerFor(updated, input.refund);
      });
    },

    /**
     * Takes a due renewal for one billing run: 'charge' (held for RENEWAL_LEASE_MS, so an overlapping run
     * skips it), 'ended' (cancelled at period end: coverage stops now, nothing charged) or 'skip' (not due,
     * held by another run, or already tried today).
     */
    async claimRenewal(
      id: string,
      now: Date,
      /** The final notice, should the subscription have been unpaid too long (domain pastDueStep). */
      finalNotice: OutgoingMail | null = null,
    ): Promise<RenewalClaim> {
      return db.runTransaction(async (tx) => {
        const current = (await tx.get(ref.doc(id))).data();
        if (!current || !isBillable(current.status) || current.nextBillingDate > now)
          return { kind: 'skip' } as const;
        if (current.renewal.leaseUntil && current.renewal.leaseUntil > now)
          return { kind: 'skip' } as const;
        const unpaidTooLong =
          current.status === 'past_due' &&
          pastDueStep(current.nextBillingDate, now, false).kind === 'end';
        if (current.cancelAtPeriodEnd || unpaidTooLong) {
          const held = await guardsOf(tx, current);
          const ended: SubscriptionRecord = {
            ...current,
            ...endCoverage(tx, current, now, held),
            updatedAt: now,
          };
          tx.set(ref.doc(id), ended);
          if (unpaidTooLong) queueMail(tx, finalNotice, now);
          return { kind: 'ended', subscription: ended } as const;
        }
        const lastDay = current.renewal.lastAttemptAt?.toISOString().slice(0, 10);
        if (lastDay === now.toISOString().slice(0, 10)) return { kind: 'skip' } as const;
        const attempt = current.renewal.attempts + 1;
        tx.update(ref.doc(id), {
          'renewal.leaseUntil': toTimestamp(new Date(now.getTime() + RENEWAL_LEASE_MS)),
        });
        return { kind: 'charge', subscription: current, attempt } as const;
      });
    },

    /**
     * Records a renewal charge. The payment's id is made from the subscription and the period it pays, and
     * created (not set), so one period is never recorded as paid twice.
     */
    async recordRenewal(input: {
      subscriptionId: string;
      /** The terms the charge billed; by default those the subscription's next period is billed by. */
      terms?: PlanTerms;
      outcome:
        | { paid: true; chargeId: string }
        | { paid: false; chargeId: string | null; declineCode: string };
      attempt: number;
      /** The receipt, or the reminder of a failed renewal on the schedule's days. */
      mail?: OutgoingMail | null;
      now: Date;
    }): Promise<SubscriptionRecord> {
      return db.runTransaction(async (tx) => {
        const current = (await tx.get(ref.doc(input.subscriptionId))).data();
        if (!current)
          throw new Error(`Subscription ${input.subscriptionId} vanished during a renewal`);
        queueMail(tx, input.mail, input.now);
        const period = current.paidPeriods;
        const terms = input.terms ?? renewalTermsOf(current);
        const base: Omit<PaymentRecord, 'id' | 'status' | 'chargeId' | 'declineCode'> = {
          userId: current.userId,
          userEmail: current.userEmail,
          userName: current.userName,
          subscriptionId: current.id,
          amountCents: terms.monthlyTotalCents,
          type: 'renewal',
          description: `${terms.plan.name} for ${current.deviceBrand} ${current.deviceModel}: month ${period + 1}`,
          createdAt: input.now,
        };
        let updated: SubscriptionRecord;
        if (input.outcome.paid) {
          tx.create(payments.doc(`${current.id}_period${period}`), {
            ...base,
            id: `${current.id}_period${period}`,
            status: 'succeeded',
            chargeId: input.outcome.chargeId,
            declineCode: null,
          });
          addToMonthlyTotals(db, tx, [
            { at: input.now, revenueCents: base.amountCents, payments: 1 },
          ]);
          updated = {
            ...current,
            ...terms,
            status: 'active',
            paidPeriods: period + 1,
            nextBillingDate: addMonthsUtc(current.billingAnchor, period + 1),
            renewal: { attempts: 0, lastAttemptAt: input.now, leaseUntil: null },
            updatedAt: input.now,
          };
        } else {
          const id = `${current.id}_period${period}_attempt${input.attempt}`;
          tx.create(payments.doc(id), {
            ...base,
            id,
            status: 'failed',
            chargeId: input.outcome.chargeId,
            declineCode: input.outcome.declineCode,
          });
          addToMonthlyTotals(db, tx, [{ at: input.now, payments: 1 }]);
          updated = {
            ...current,
            status: 'past_due',
            renewal: { attempts: input.attempt, lastAttemptAt: input.now, leaseUntil: null },
            updatedAt: input.now,
          };
        }
        tx.set(ref.doc(current.id), updated);
        return updated;
      });
    },

    /** Lets go of a renewal a run could not finish (the gateway failed): the next run tries again. */
    async releaseRenewal(id: string): Promise<void> {
      await ref.doc(id).update({ 'renewal.leaseUntil': null });
    },

    /**
     * Applies one gateway event (Stripe webhook) to the subscription it names, once: the event id is
     * recorded in processedEvents in the same transaction, and a repeated event changes nothing.
     */
    async applyGatewayEvent(
      eventId: string,
      gatewaySubscriptionId: string | null,
      apply: (
        subscription: SubscriptionRecord | null,
        /** The payment already recorded under `knownPaymentId` (an invoice paid), when one was asked for. */
        known: PaymentRecord | null,
      ) => Promise<{
        subscription?: SubscriptionRecord;
        payment?: PaymentRecord;
        /** The customer's message about it (a renewal's receipt), queued with it. */
        mail?: OutgoingMail | null;
      }>,
      now: Date,
      knownPaymentId: string | null = null,
    ): Promise<'applied' | 'duplicate'> {
      const processed = db.collection(collections.processedEvents).doc(eventId);
      return db.runTransaction(async (tx) => {
        if ((await tx.get(processed)).exists) return 'duplicate';
        const found = gatewaySubscriptionId
          ? (
              await tx.get(
                ref.where('gateway.subscriptionId', '==', gatewaySubscriptionId).limit(1),
              )
            ).docs[0]?.data()
          : undefined;
        const known = knownPaymentId
          ? ((await tx.get(payments.doc(knownPaymentId))).data() ?? null)
          : null;
        const changes = await apply(found ?? null, known);
        // The payment may be set over an earlier record of the same id: revenue moves by the difference.
        const replaced = changes.payment
          ? (await tx.get(payments.doc(changes.payment.id))).data()
          : undefined;
        if (changes.subscription) {
          let next = changes.subscription;
          if (next.status === 'canceled' && found && found.status !== 'canceled') {
            const held = await guardsOf(tx, found);
            next = { ...next, ...endCoverage(tx, found, now, held) };
          }
          tx.set(ref.doc(next.id), next);
        }
        if (changes.payment) {
          tx.set(payments.doc(changes.payment.id), changes.payment);
          addToMonthlyTotals(db, tx, [
            {
              at: changes.payment.createdAt,
              revenueCents: revenueCentsOf(changes.payment),
              payments: replaced ? 0 : 1,
            },
            ...(replaced
              ? [{ at: replaced.createdAt, revenueCents: -revenueCentsOf(replaced) }]
              : []),
          ]);
        }
        if (changes.mail) mail.queue(tx, changes.mail, now);
        tx.create(processed, { receivedAt: toTimestamp(now), subscriptionId: found?.id ?? null });
        return 'applied';
      });
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
