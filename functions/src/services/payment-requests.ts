// What every paying request shares: it runs once per Idempotency-Key, prices from the stored catalogue,
// uses the user's one gateway customer, and turns the gateway's refusals into the api's answers.
import {
  type AddOnFlags,
  PAYMENT_MESSAGES,
  type PricedAddOn,
  addOnFlagsFromNames,
  planCoversWaterDamage,
  declineMessage,
  inferAddOnType,
  addOnFlagForType,
  priceCustomDevice,
  priceSubscription,
  type DevicePricing,
  type PlanTerms,
} from '@protect/domain';
import type { Clock } from '../adapters/clock';
import {
  type ChargeOutcome,
  type PaymentGateway,
  PaymentGatewayUnavailableError,
  type SubscriptionItem,
} from '../adapters/payment-gateway';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import type { AddOnRecord } from '../repositories/addons';
import {
  type IdempotencyKeysRepository,
  type RequestKey,
  type StoredAnswer,
  fingerprintOf,
} from '../repositories/idempotency-keys';
import type { PaymentCustomersRepository } from '../repositories/payment-customers';
import type { PlanRecord } from '../repositories/plans';
import type { PlanChoice } from '../repositories/subscriptions';
import type { UsersRepository } from '../repositories/users';

const WAIT_STEP_MS = 250;
/** How long a repeat waits for the first request with its key to answer. */
const WAIT_FOR_FIRST_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` once per request key: a repeat of a finished request gets its stored answer, a repeat of a
 * running one waits for it. `work` stores its answer in the transaction that records what it did; when it
 * throws, the key is let go so that the client may try again with it.
 */
export async function runOnce(
  deps: { idempotency: IdempotencyKeysRepository; clock: Clock },
  asked: { caller: Caller; route: string; key: string; body: unknown },
  work: (request: RequestKey) => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const { idempotency, clock } = deps;
  // The caller's Idempotency-Key on this route, with a fingerprint of what was asked, so that the same key
  // sent with another request is refused rather than replayed.
  const request: RequestKey = {
    uid: asked.caller.uid,
    key: asked.key,
    route: asked.route,
    fingerprint: fingerprintOf(asked.body),
  };
  for (let waited = 0; waited <= WAIT_FOR_FIRST_MS; waited += WAIT_STEP_MS) {
    const start = await idempotency.start(request, clock.now());
    if (start.kind === 'replay') return start.answer;
    if (start.kind === 'mismatch')
      throw AppError.idempotencyKeyReused(PAYMENT_MESSAGES.idempotencyKeyReused);
    if (start.kind === 'proceed') {
      try {
        return await work(request);
      } catch (err) {
        await idempotency.release(request);
        throw err;
      }
    }
    await sleep(WAIT_STEP_MS);
  }
  throw AppError.conflict(
    'This payment is still being processed. Please wait a moment and try again.',
  );
}

/**
 * The gateway's idempotency key for one call a paying request makes (`purpose`): the same request (key and
 * body) always names the same gateway call, so a retry never charges twice.
 */
export function gatewayKeyOf(purpose: string, request: RequestKey): string {
  return `${purpose}:${request.uid}:${request.key}:${request.fingerprint.slice(0, 16)}`;
}

/** What the gateway bills each month for these terms: the plan, then each add-on, each at its price. */
export function gatewayItemsOf(terms: PlanTerms): SubscriptionItem[] {
  return [
    {
      key: `plan:${terms.plan.id}:${terms.plan.priceCents}`,
      description: terms.plan.name,
      monthlyCents: terms.plan.priceCents,
    },
    ...terms.addOns.map((a) => ({
      key: `addon:${a.id}:${a.monthlyPriceCents}`,
      description: a.name,
      monthlyCents: a.monthlyPriceCents,
    })),
  ];
}

/** Calls the gateway; a gateway that is down or timing out becomes the spec's 503. */
export async function viaGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PaymentGatewayUnavailableError)
      throw AppError.paymentUnavailable(PAYMENT_MESSAGES.gatewayUnavailable);
    throw err;
  }
}

/** A charge that did not succeed, as the api answers it: 402 declined, or 402 requires_action. */
export function refusalOf(outcome: Exclude<ChargeOutcome, { status: 'succeeded' }>): AppError {
  if (outcome.status === 'requires_action')
    return AppError.requiresAction(PAYMENT_MESSAGES.requiresAction, outcome.clientSecret);
  return AppError.cardDeclined(
    declineMessage(outcome.code, outcome.declineCode),
    outcome.declineCode,
  );
}

/** The user's gateway customer, made on the first payment. */
export async function gatewayCustomerOf(
  deps: { gateway: PaymentGateway; paymentCustomers: PaymentCustomersRepository; clock: Clock },
  user: { uid: string; email: string; name: string },
): Promise<string> {
  const known = await deps.paymentCustomers.get(user.uid, deps.gateway.mode);
  if (known) return known;
  const created = await viaGateway(() => deps.gateway.createCustomer(user));
  return deps.paymentCustomers.keep(user.uid, deps.gateway.mode, created, deps.clock.now());
}

/** Who pays, as payment records name them: the profile's name, else the token's, else the e-mail. */
export async function payerOf(
  users: UsersRepository,
  caller: Caller,
): Promise<{ uid: string; email: string; name: string }> {
  const profile = await users.get(caller.uid);
  const email = profile?.email || caller.email || '';
  const name = profile?.name || caller.name || email;
  return { uid: caller.uid, email, name };
}

/**
 * The add-ons chosen by id, from the active ones; null when an id is not an active add-on (the page
 * showed something that has changed since).
 */
export function chosenAddOns(
  active: readonly AddOnRecord[],
  ids: readonly string[],
): PricedAddOn[] | null {
  const chosen: PricedAddOn[] = [];
  for (const id of new Set(ids)) {
    const addOn = active.find((a) => a.id === id);
    if (!addOn) return null;
    chosen.push({ id: addOn.id, name: addOn.name, monthlyPriceCents: addOn.monthlyPriceCents });
  }
  return chosen;
}

/** The add-ons the legacy flags name: the first active add-on of each flagged type. */
export function addOnIdsFromFlags(active: readonly AddOnRecord[], flags: AddOnFlags): string[] {
  return active
    .filter((a) => {
      const type = a.addonType ?? inferAddOnType(a.name);
      return type !== undefined && flags[addOnFlagForType(type)];
    })
    .filter(
      (a, i, list) =>
        list.findIndex(
          (b) =>
            (b.addonType ?? inferAddOnType(b.name)) === (a.addonType ?? inferAddOnType(a.name)),
        ) === i,
    )
    .map((a) => a.id);
}

/** Prices a plan with add-ons for a device by the domain's rules; null when the plan has no price for it. */
export function planChoiceFor(
  plan: PlanRecord,
  device: DevicePricing,
  addOns: PricedAddOn[],
): PlanChoice | null {
  const priced = priceSubscription(plan, device, addOns);
  if (!priced) return null;
  return {
    plan: {
      id: plan.id,
      name: plan.name,
      planType: plan.planType,
      priceCents: priced.baseMonthlyCents,
      claimLimit: plan.claimLimit,
      coversWaterDamage: planCoversWaterDamage(plan.features),
    },
    addOns: priced.addOns,
    addOnFlags: addOnFlagsFromNames(priced.addOns.map((a) => a.name)),
    monthlyTotalCents: priced.totalMonthlyCents,
    deductibles: priced.deductibles,
    claimLimit: plan.claimLimit,
    coverageLimitCents: plan.coverageLimitCents,
  };
}

/** A device's price record as a subscription keeps pricing it: the listed record, else its value's tier. */
export function devicePricingFor(
  listed: DevicePricing | null,
  device: { deviceBrand: string; deviceModel: string; deviceValueCents: number },
): DevicePricing {
  return listed ?? priceCustomDevice(device);
}
