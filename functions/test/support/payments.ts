// Payment test helpers: unique valid IMEIs, registration bodies priced like the web prices them, an app
// on a chosen gateway and clock, and what the sandbox gateway and Firestore hold afterwards.
import { randomInt, randomUUID } from 'node:crypto';
import type { Express } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { centsToDollars, imeiCheckDigit } from '@protect/domain';
import type { Clock } from '../../src/adapters/clock';
import { createLocalDiskFileStore } from '../../src/adapters/file-store';
import type { ConfiguredGateway } from '../../src/adapters/payment-gateway-factory';
import { type SandboxGateway, createSandboxGateway } from '../../src/adapters/sandbox-gateway';
import { createApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { collections } from '../../src/repositories/collections';
import { createSandboxGatewayState } from '../../src/repositories/sandbox-gateway-state';
import type { AddOnRecord } from '../../src/repositories/addons';
import type { DevicePricingRecord } from '../../src/repositories/device-pricing';
import type { PlanRecord } from '../../src/repositories/plans';
import { auth, firestore } from './emulator';

/** A 15-digit IMEI with a valid check digit that no other test uses. */
export function uniqueImei(): string {
  const first14 = `35${String(randomInt(0, 1e6)).padStart(6, '0')}${String(randomInt(0, 1e6)).padStart(6, '0')}`;
  return `${first14}${imeiCheckDigit(first14)}`;
}

export function newIdempotencyKey(): string {
  return `test-${randomUUID()}`;
}

export function sandboxGateway(clock: Clock = { now: () => new Date() }): SandboxGateway {
  return createSandboxGateway(createSandboxGatewayState(firestore), clock);
}

/** An app on the sandbox gateway (or the one given), the clock given and, if given, its own rate limit. */
export function paymentsApp(
  options: {
    clock?: Clock;
    gateway?: ConfiguredGateway;
    paymentRateLimit?: Config['paymentRateLimit'];
  } = {},
): Express {
  const clock = options.clock ?? { now: () => new Date() };
  const config = loadConfig();
  return createApp({
    firestore,
    auth,
    clock,
    config: options.paymentRateLimit
      ? { ...config, paymentRateLimit: options.paymentRateLimit }
      : config,
    gateway: options.gateway ?? { kind: 'sandbox', gateway: sandboxGateway(clock) },
  });
}

/**
 * An app for building a customer through the api in one go, on a clock that moves only when told: a second
 * per `tick()`, so "newest first" has one right answer. Its database is the test stack's unless another is
 * given, its files go to `filesDir`, its read meter is on, and it has no payment rate limit (such a
 * customer pays more often than a person would).
 */
export function steppedApp(options: { filesDir: string; firestore?: Firestore }) {
  let now = new Date();
  const clock = { now: () => now };
  const tick = () => {
    now = new Date(now.getTime() + 1000);
  };
  const app = createApp({
    firestore: options.firestore ?? firestore,
    auth,
    clock,
    config: {
      ...loadConfig(),
      paymentRateLimit: { max: 10_000, windowMs: 60_000 },
      firestoreReadMeter: true,
    },
    fileStore: createLocalDiskFileStore(options.filesDir),
    gateway: { kind: 'sandbox', gateway: sandboxGateway(clock) },
  });
  return { app, clock, tick };
}

/** The registration body the web sends for a listed device, priced with the test's own numbers. */
export function registrationBody(input: {
  plan: PlanRecord;
  device: DevicePricingRecord;
  addOns?: AddOnRecord[];
  imei?: string;
  paymentMethodId?: string;
  totalCents?: number;
}) {
  const addOns = input.addOns ?? [];
  const base =
    input.plan.planType === 'basic'
      ? input.device.planPriceCents
      : (input.plan.monthlyPriceCents ?? 0);
  const total = input.totalCents ?? base + addOns.reduce((sum, a) => sum + a.monthlyPriceCents, 0);
  return {
    amount: centsToDollars(total),
    paymentMethodId: input.paymentMethodId ?? 'pm_card_visa',
    addOns: { accessoriesCoverage: false, extendedWarranty: false, dataRecovery: false },
    selectedAddons: addOns.map((a) => a.id),
    billing: { name_on_card: 'Test Customer', zip_code: '10001' },
    deviceData: {
      device_pricing_id: input.device.id,
      brand: input.device.deviceBrand,
      model: input.device.deviceModel,
      imei: input.imei ?? uniqueImei(),
      condition: 'good',
    },
    subscriptionData: {
      plan_id: input.plan.id,
      plan_type: input.plan.planType,
      plan_name: input.plan.name,
      monthly_price: centsToDollars(base),
      total_price: centsToDollars(total),
    },
  };
}

/** The documents of a collection whose field equals the value (what a test's customer owns). */
export async function docsWhere(
  collection: keyof typeof collections,
  field: string,
  value: unknown,
) {
  const snapshot = await firestore
    .collection(collections[collection])
    .where(field, '==', value)
    .get();
  return snapshot.docs.map(
    (doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown> & { id: string },
  );
}

/** The sandbox charges made for one customer. */
export function sandboxChargesOf(uid: string) {
  return docsWhere('sandboxCharges', 'customerId', `cus_sandbox_${uid}`);
}
