// The demo catalogue priced through the api: for every seeded plan on three seeded devices, the quote
// saved by POST /api/quotes holds exactly the cents the domain's quoteFor gives for the stored records,
// with the plan's own features only (no display lines), so that payments charge what was quoted.
import { randomUUID } from 'node:crypto';
import { classifyDevice, quoteFor } from '@protect/domain';
import request from 'supertest';
import { aPlan } from '../../functions/test/support/builders';
import {
  bearer,
  createUser,
  firestore,
  newApp,
  storeCatalogue,
} from '../../functions/test/support/emulator';
import { demoDevicePricing, demoPlans } from './catalogue-data';
import { emailPrefixesOf } from '../../functions/src/public';

jest.setTimeout(60_000);

describe('quotes for the seeded catalogue', () => {
  // The demo catalogue's own plans and three of its devices (a phone, a dear phone, a tablet), stored
  // under fresh ids so that this test never touches the stack's seeded records.
  const now = new Date();
  const seededDevices = demoDevicePricing(now);
  const pick = (model: string) => {
    const found = seededDevices.find((d) => d.deviceModel === model);
    if (!found) throw new Error(`The seed has no ${model}`);
    return { ...found, id: `${found.id}-${randomUUID().slice(0, 8)}` };
  };
  const devices = [pick('iPhone 17'), pick('iPhone 17 Pro Max'), pick('iPad Air 13-inch (M3)')];
  const plans = demoPlans(now, seededDevices).map((plan) => ({ ...plan, id: aPlan().id }));
  const app = newApp();
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    cleanUp = await storeCatalogue({ plans, devices });
  });
  afterAll(() => cleanUp());

  const cases = plans.flatMap((plan) =>
    devices.map((device) => [plan.name, device.deviceModel, plan, device] as const),
  );
  it.each(cases)(
    "when a customer saves a quote for the %s on the %s, then the stored quote holds exactly the cents the domain priced and only the plan's own features",
    async (_planName, _model, plan, device) => {
      const me = await createUser();
      const res = await request(app)
        .post('/api/quotes')
        .set(...bearer(me))
        .send({
          deviceType: classifyDevice(device.deviceModel),
          deviceModel: device.id,
          planId: String(plan.id),
        });
      expect(res.status).toBe(201);
      const expected = quoteFor(plan, device, '');
      if (!expected) throw new Error(`${plan.name} has no price for ${device.deviceModel}`);
      const stored = (await firestore.collection('quotes').doc(res.body.quote.id).get()).data();
      expect(stored).toEqual({
        ...expected,
        userId: me.uid,
        userEmail: me.email,
        status: 'pending',
        createdAt: expect.anything(),
        // What the admin quotes search matches (repositories/users.ts emailPrefixesOf).
        emailPrefixes: emailPrefixesOf(me.email),
      });
      expect(stored?.planFeatures).toEqual(plan.features);
      // The answer says the same in dollars.
      expect(res.body.quote).toMatchObject({
        monthlyPrice: expected.monthlyPriceCents / 100,
        yearlyPrice: expected.yearlyPriceCents / 100,
        planFeatures: plan.features,
      });
    },
  );
});
