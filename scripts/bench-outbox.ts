// `npm run bench:api -- --only outbox` (issue 24): what the outbox adds to each paying request. Each message is
// queued by the transaction that records its event (functions/src/repositories/mail.ts: one create, no read),
// so a paying request should read what it read before and write at most one mail document more. Per request,
// on a fresh customer through Hosting: the X-Firestore-Reads the api answers (the read meter, on under the
// emulators) and the mail documents the customer has after it less those before (read with the admin SDK).
// - registration: POST /api/payment/create-subscription-with-device (its receipt, with the certificate);
// - upgrade: POST /api/payment/create-payment of a held upgrade (its plan change confirmation);
// - deductible: POST /api/claims/{id}/deductible, paying a deductible left due by a declined card (nothing:
//   the deductible-due message went with the approval's decline).
import type {
  DevicePricingAnswer,
  PlansAnswer,
  RegistrationAnswer,
  SubscriptionChangeAnswer,
} from '@protect/domain';
import { adminToken, benchCustomer, json, timedRequest } from './bench-support';

export interface OutboxOptions {
  site: string;
  auth: string;
  firestore: string;
  project: string;
  runs: number;
  registrationBody: (input: {
    plan: PlansAnswer['plans'][number];
    device: DevicePricingAnswer['devices'][number];
    amount: number;
    nameOnCard: string;
  }) => unknown;
}

interface PerRequest {
  /** X-Firestore-Reads of each run. */
  reads: number[];
  /** Mail documents the request wrote, each run. */
  mailWritten: number[];
}

export async function benchOutbox(options: OutboxOptions): Promise<Record<string, PerRequest>> {
  process.env.FIRESTORE_EMULATOR_HOST = options.firestore;
  const { adminServices } = await import('../functions/src/public');
  const { firestore } = adminServices(options.project);
  const mailCount = async (uid: string) =>
    (await firestore.collection('mail').where('uid', '==', uid).count().get()).data().count;

  /** A request of a customer's through Hosting: its answer, its reads and the mail it wrote. */
  async function measured(
    uid: string,
    token: string,
    method: string,
    route: string,
    body: unknown,
  ): Promise<{ answer: unknown; reads: number; mail: number }> {
    const before = await mailCount(uid);
    const { answer, reads } = await timedRequest(options.site, token, method, route, body);
    return { answer, reads: reads ?? NaN, mail: (await mailCount(uid)) - before };
  }

  const [{ plans }, { devices }] = await Promise.all([
    json<PlansAnswer>(`${options.site}/api/plans`),
    json<DevicePricingAnswer>(`${options.site}/api/device-pricing`),
  ]);
  const basic = plans.find((p) => p.plan_type === 'basic');
  const premium = plans.find((p) => p.plan_type === 'premium');
  if (!basic || !premium?.monthly_price) throw new Error('The catalogue needs Basic and Premium');
  const device = devices[0]!;
  const admin = await adminToken(options.auth);
  const results: Record<string, PerRequest> = {
    registration: { reads: [], mailWritten: [] },
    upgrade: { reads: [], mailWritten: [] },
    deductible: { reads: [], mailWritten: [] },
  };
  const note = (name: string, run: { reads: number; mail: number }) => {
    results[name]!.reads.push(run.reads);
    results[name]!.mailWritten.push(run.mail);
  };

  for (let i = 0; i < options.runs; i++) {
    // A fresh customer a run: 4 paying requests, under the api's 20 a minute.
    const { idToken: token, localId: uid } = await benchCustomer(options.auth, options.project);
    const registration = await measured(
      uid,
      token,
      'POST',
      '/api/payment/create-subscription-with-device',
      options.registrationBody({
        plan: basic,
        device,
        amount: device.plan_price,
        nameOnCard: 'Bench Outbox',
      }),
    );
    note('registration', registration);
    const { subscription } = registration.answer as RegistrationAnswer;

    const update = await measured(
      uid,
      token,
      'PUT',
      `/api/subscriptions/${subscription.id}/update`,
      {
        planType: String(premium.id),
      },
    );
    const upgrade = await measured(uid, token, 'POST', '/api/payment/create-payment', {
      amount: (update.answer as SubscriptionChangeAnswer).amount_due_now,
      paymentMethodId: 'pm_card_visa',
      subscriptionId: subscription.id,
      planId: premium.id,
    });
    note('upgrade', upgrade);

    // A claim approved while the card on file declines: its deductible is left due for the customer.
    const form = new FormData();
    form.set('device_id', (registration.answer as RegistrationAnswer).device.id);
    form.set('claim_type', 'screen_damage');
    form.set('description', 'Bench claim: the screen is cracked');
    form.set('incident_date', new Date().toISOString().slice(0, 10));
    const filed = await json<{ claim: { id: string } }>(`${options.site}/api/claims`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    await json(`${options.site}/api/subscriptions/${subscription.id}/payment-method`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ paymentMethodId: 'pm_card_chargeCustomerFail' }),
    });
    await json(`${options.site}/api/admin/claim/${filed.claim.id}/status`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'approved', from: 'pending' }),
    });
    note(
      'deductible',
      await measured(uid, token, 'POST', `/api/claims/${filed.claim.id}/deductible`, {
        paymentMethodId: 'pm_card_visa',
      }),
    );
  }

  for (const [name, { reads, mailWritten }] of Object.entries(results))
    console.log(
      `outbox, ${name}: X-Firestore-Reads ${reads.join(', ')}; mail documents written ${mailWritten.join(', ')} (${options.runs} runs)`,
    );
  return results;
}
