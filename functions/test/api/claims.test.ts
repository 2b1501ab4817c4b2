// POST /api/claims and GET /api/claims/user/{userId}: a customer files a claim on their own covered device
// with up to five photos (images by their bytes), within the plan's perils and yearly limit; refused claims
// keep no claim and no photo; claims and photos are the owner's and the admins' only.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { CLAIM_MESSAGES, claimRejectionReasonLabel } from '@protect/domain';
import { createLocalDiskFileStore } from '../../src/adapters/file-store';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { aDevicePricing, aPlan } from '../support/builders';
import { JPEG, PNG, storedClaimPhotos } from '../support/photos';
import {
  type TestUser,
  auth,
  bearer,
  createUser,
  firestore,
  signUpThroughApi,
  storeCatalogue,
} from '../support/emulator';
import {
  docsWhere,
  newIdempotencyKey,
  registrationBody,
  sandboxGateway,
} from '../support/payments';

// Basic: no theft cover (the builder's default), two claims a year. Premium: theft covered, three a year.
const basic = aPlan({
  planType: 'basic',
  name: 'Basic Plan',
  monthlyPriceCents: 999,
  isPriceRange: true,
  claimLimit: 2,
  // As the seeded Basic plan: no water damage among its features.
  features: ['Accidental damage protection', 'Mechanical breakdown coverage'],
});
const premium = aPlan({
  planType: 'premium',
  name: 'Premium Plan',
  monthlyPriceCents: 1999,
  claimLimit: 3,
  deductibles: {
    screen: { kind: 'amount', cents: 2999 },
    backGlass: { kind: 'amount', cents: 3999 },
    theft: { kind: 'amount', cents: 9900 },
  },
});
const phone = aDevicePricing({ deviceBrand: 'Testco', deviceValueCents: 79_900 });

const today = () => new Date().toISOString().slice(0, 10);

type Photo = [Buffer, string];

describe('filing and reading claims', () => {
  const filesDir = path.join(os.tmpdir(), `claims-${process.pid}`);
  const app = createApp({
    firestore,
    auth,
    config: loadConfig(),
    fileStore: createLocalDiskFileStore(filesDir),
    gateway: { kind: 'sandbox', gateway: sandboxGateway() },
  });
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    cleanUp = await storeCatalogue({ plans: [basic, premium], devices: [phone] });
  });
  afterAll(async () => {
    await cleanUp();
    await fs.rm(filesDir, { recursive: true, force: true });
  });

  /** Registers a phone on the plan through the api, as the web does; answers its subscription and device. */
  async function subscribe(user: TestUser, plan = basic) {
    const res = await request(app)
      .post('/api/payment/create-subscription-with-device')
      .set(...bearer(user))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(registrationBody({ plan, device: phone }));
    expect(res.status).toBe(201);
    return {
      subscriptionId: res.body.subscription.id as string,
      deviceId: res.body.subscription.device.id as string,
    };
  }

  function fileClaim(
    user: TestUser,
    fields: Record<string, string>,
    photos: Photo[] = [],
  ): request.Test {
    let req = request(app)
      .post('/api/claims')
      .set(...bearer(user));
    for (const [name, value] of Object.entries({
      user_id: user.uid,
      claim_type: 'screen_damage',
      description: 'Dropped it, the screen is cracked',
      incident_date: today(),
      ...fields,
    }))
      req = req.field(name, value);
    for (const [bytes, filename] of photos) req = req.attach('photos', bytes, filename);
    return req;
  }

  /** The photos kept for a customer's claims. */
  const storedPhotos = (uid: string) => storedClaimPhotos(filesDir, uid);

  it('when a customer files a claim with two photos, then it is pending with a claim number and its photos are served back to the owner', async () => {
    const me = await createUser();
    const { deviceId } = await subscribe(me);
    const res = await fileClaim(me, { device_id: deviceId, estimated_repair_cost: '149.5' }, [
      [PNG, 'front.png'],
      [JPEG, 'C:\\photos\\back side.jpg'],
    ]);

    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Claim submitted successfully!');
    const claim = res.body.claim;
    expect(claim).toMatchObject({
      user_id: me.uid,
      device_id: deviceId,
      brand: phone.deviceBrand,
      model: phone.deviceModel,
      claim_type: 'screen_damage',
      description: 'Dropped it, the screen is cracked',
      status: 'pending',
      incident_date: today(),
      estimated_repair_cost: 149.5,
      police_report_number: null,
      notes: null,
    });
    expect(claim.claim_number).toBe(`CLM-${new Date().getUTCFullYear()}-${claim.id}`);
    expect(claim.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(claim.photo_urls).toEqual([
      expect.stringMatching(new RegExp(`^/api/files/claims/${me.uid}/[0-9a-f-]+\\.png$`)),
      expect.stringMatching(new RegExp(`^/api/files/claims/${me.uid}/[0-9a-f-]+\\.jpg$`)),
    ]);
    for (const [url, bytes, type] of [
      [claim.photo_urls[0], PNG, 'image/png'],
      [claim.photo_urls[1], JPEG, 'image/jpeg'],
    ] as const) {
      const served = await request(app)
        .get(url)
        .set(...bearer(me));
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    }

    const [stored] = await docsWhere('claims', 'userId', me.uid);
    expect(stored).toMatchObject({
      claimNumber: claim.claim_number,
      estimatedRepairCostCents: 14950,
      photos: [
        { label: 'front.png', path: claim.photo_urls[0].replace('/api/files/', '') },
        { label: 'back side.jpg' },
      ],
      statusHistory: [expect.objectContaining({ status: 'pending', by: me.uid })],
    });

    const second = await fileClaim(me, {
      device_id: deviceId,
      claim_type: 'mechanical_failure',
      description: 'It stopped charging',
    });
    expect(second.status).toBe(201);
    const list = await request(app)
      .get(`/api/claims/user/${me.uid}`)
      .set(...bearer(me));
    expect(list.status).toBe(200);
    expect(list.body.success).toBe(true);
    expect(list.body.claims.map((c: { id: string }) => c.id)).toEqual([
      second.body.claim.id,
      claim.id,
    ]);
    expect(list.body.claims[1].photo_urls).toEqual(claim.photo_urls);
  });

  it("when an admin rejects a claim with a reason and a note, then the customer's claims and dashboard show the timeline with the reason's words", async () => {
    const [me, admin] = await Promise.all([createUser(), createUser({ role: 'admin' })]);
    // The dashboard answers only a customer with a profile.
    await signUpThroughApi(app, me, { firstName: 'Tess', lastName: 'Timeline' });
    const { deviceId } = await subscribe(me);
    const filed = await fileClaim(me, { device_id: deviceId });
    expect(filed.status).toBe(201);
    expect(filed.body.claim.timeline).toEqual([
      expect.objectContaining({ step: 'filed', label: 'Claim filed', reason: null, note: null }),
    ]);

    const decided = await request(app)
      .put(`/api/admin/claim/${filed.body.claim.id}/status`)
      .set(...bearer(admin))
      .send({ status: 'rejected', reason: 'peril_not_covered', note: 'Cosmetic scratches only' });
    expect(decided.status).toBe(200);

    const expected = [
      {
        step: 'filed',
        label: 'Claim filed',
        at: filed.body.claim.created_at,
        reason: null,
        note: null,
      },
      {
        step: 'rejected',
        label: 'Rejected',
        at: expect.any(String),
        reason: claimRejectionReasonLabel('peril_not_covered'),
        note: 'Cosmetic scratches only',
      },
    ];
    const list = await request(app)
      .get(`/api/claims/user/${me.uid}`)
      .set(...bearer(me));
    expect(list.body.claims[0].timeline).toEqual(expected);
    const dashboard = await request(app)
      .get('/api/customers/dashboard')
      .set(...bearer(me));
    expect(dashboard.body.claims[0].timeline).toEqual(expected);
  });

  it('when the plan does not promise water damage cover, then a water damage claim is refused, and a plan that does takes it', async () => {
    const me = await createUser();
    const onBasic = await subscribe(me);
    const refused = await fileClaim(me, {
      device_id: onBasic.deviceId,
      claim_type: 'water_damage',
      description: 'Fell in the sink',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Your Basic Plan does not cover water damage');
    expect(await docsWhere('claims', 'userId', me.uid)).toEqual([]);

    const onPremium = await subscribe(me, premium);
    const filed = await fileClaim(me, {
      device_id: onPremium.deviceId,
      claim_type: 'water_damage',
      description: 'Fell in the sink',
    });
    expect(filed.status).toBe(201);
  });

  it("when another customer asks for someone's claims, photos or subscription, or claims on their device, then it is 403; an admin may read them", async () => {
    const [me, stranger, admin] = await Promise.all([
      createUser(),
      createUser(),
      createUser({ role: 'admin' }),
    ]);
    const { deviceId, subscriptionId } = await subscribe(me);
    const filed = await fileClaim(me, { device_id: deviceId }, [[PNG, 'a.png']]);
    expect(filed.status).toBe(201);
    const photo = filed.body.claim.photo_urls[0] as string;

    const theirs = await request(app)
      .get(`/api/claims/user/${me.uid}`)
      .set(...bearer(stranger));
    expect(theirs.status).toBe(403);
    expect(
      (
        await request(app)
          .get(photo)
          .set(...bearer(stranger))
      ).status,
    ).toBe(403);
    expect(
      (
        await request(app)
          .get(`/api/subscriptions/${subscriptionId}`)
          .set(...bearer(stranger))
      ).status,
    ).toBe(403);
    const onMine = await fileClaim(stranger, { device_id: deviceId, user_id: me.uid }, [
      [PNG, 'a.png'],
    ]);
    expect(onMine.status).toBe(403);
    expect(await docsWhere('claims', 'userId', stranger.uid)).toEqual([]);
    expect(await storedPhotos(stranger.uid)).toEqual([]);
    expect(await docsWhere('claims', 'userId', me.uid)).toHaveLength(1);

    const asAdmin = await request(app)
      .get(`/api/claims/user/${me.uid}`)
      .set(...bearer(admin));
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.claims).toHaveLength(1);
    expect(
      (
        await request(app)
          .get(photo)
          .set(...bearer(admin))
      ).status,
    ).toBe(200);
    expect((await request(app).get(`/api/claims/user/${me.uid}`)).status).toBe(401);
  });

  it('when a text file renamed .jpg is attached, then it is a 415 and neither the claim nor any photo is stored', async () => {
    const me = await createUser();
    const { deviceId } = await subscribe(me);
    const res = await fileClaim(me, { device_id: deviceId }, [
      [PNG, 'real.png'],
      [Buffer.from('just some text, not a photo'), 'cracked.jpg'],
    ]);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(CLAIM_MESSAGES.imagesOnly);
    expect(await docsWhere('claims', 'userId', me.uid)).toEqual([]);
    expect(await storedPhotos(me.uid)).toEqual([]);
  });

  it('when a sixth photo is attached, then the claim is refused with a clear message and nothing is stored', async () => {
    const me = await createUser();
    const { deviceId } = await subscribe(me);
    const six: Photo[] = Array.from({ length: 6 }, (_, i) => [PNG, `p${i}.png`]);
    const res = await fileClaim(me, { device_id: deviceId }, six);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('You can attach at most 5 photos');
    expect(await docsWhere('claims', 'userId', me.uid)).toEqual([]);
    expect(await storedPhotos(me.uid)).toEqual([]);

    const five = await fileClaim(me, { device_id: deviceId }, six.slice(0, 5));
    expect(five.status).toBe(201);
    expect(five.body.claim.photo_urls).toHaveLength(5);
  });

  it('when the photos add up to more than 30 MB, then it is a 413 that says so and nothing is stored', async () => {
    const me = await createUser();
    const { deviceId } = await subscribe(me);
    const eightMb = Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)]);
    const res = await fileClaim(
      me,
      { device_id: deviceId },
      Array.from({ length: 4 }, (_, i): Photo => [eightMb, `${i}.png`]),
    );
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The photos of one claim can add up to at most 30 MB');
    expect(await docsWhere('claims', 'userId', me.uid)).toEqual([]);
    expect(await storedPhotos(me.uid)).toEqual([]);
  });

  it("when a claim goes over the plan's yearly limit, then it is a 409 that says the year's claims are used", async () => {
    const me = await createUser();
    const { deviceId } = await subscribe(me);
    for (let i = 0; i < basic.claimLimit; i += 1)
      expect((await fileClaim(me, { device_id: deviceId })).status).toBe(201);
    const over = await fileClaim(me, { device_id: deviceId }, [[PNG, 'a.png']]);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      'You have used all claims included in your plan for this policy year',
    );
    expect(await docsWhere('claims', 'userId', me.uid)).toHaveLength(basic.claimLimit);
    expect(await storedPhotos(me.uid)).toEqual([]);
  });

  it('when 5 claims are sent at once with one claim left, then exactly one is accepted and only its photo is kept', async () => {
    const me = await createUser();
    const { deviceId } = await subscribe(me);
    expect((await fileClaim(me, { device_id: deviceId })).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        fileClaim(me, { device_id: deviceId, description: `Attempt ${i}` }, [[PNG, `${i}.png`]]),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.message).toBe(CLAIM_MESSAGES.claimLimitReached);
    const claims = await docsWhere('claims', 'userId', me.uid);
    expect(claims).toHaveLength(2);
    expect(new Set(claims.map((c) => c.claimNumber)).size).toBe(2);
    const accepted = answers.find((a) => a.status === 201)!;
    expect(await storedPhotos(me.uid)).toEqual([
      path.basename(accepted.body.claim.photo_urls[0] as string),
    ]);
  });

  it('when the subscription was cancelled, then a claim is refused with a 409 that says so', async () => {
    const me = await createUser();
    const { deviceId, subscriptionId } = await subscribe(me);
    const cancel = await request(app)
      .post(`/api/subscriptions/${subscriptionId}/cancel`)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey());
    expect(cancel.status).toBe(200);
    expect(cancel.body.subscription.status).toBe('canceled');
    const res = await fileClaim(me, { device_id: deviceId }, [[PNG, 'a.png']]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      "This device's protection plan has been cancelled, so a claim cannot be filed",
    );
    expect(await docsWhere('claims', 'userId', me.uid)).toEqual([]);
    expect(await storedPhotos(me.uid)).toEqual([]);
  });

  it('when theft is claimed on a plan without theft cover, then it is refused; on a plan with it, a police report number is required', async () => {
    const me = await createUser();
    const onBasic = await subscribe(me, basic);
    const refused = await fileClaim(me, {
      device_id: onBasic.deviceId,
      claim_type: 'theft',
      police_report_number: 'PR-1',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Your Basic Plan does not cover theft');

    const onPremium = await subscribe(me, premium);
    const noReport = await fileClaim(me, { device_id: onPremium.deviceId, claim_type: 'theft' });
    expect(noReport.status).toBe(400);
    expect(noReport.body.errors.police_report_number).toBe(
      'Police report number is required for theft claims',
    );
    const stolen = await fileClaim(me, {
      device_id: onPremium.deviceId,
      claim_type: 'theft',
      police_report_number: 'PR-2026-77',
    });
    expect(stolen.status).toBe(201);
    expect(stolen.body.claim.police_report_number).toBe('PR-2026-77');
    expect(await docsWhere('claims', 'userId', me.uid)).toHaveLength(1);
  });

  it('when the incident date is in the future or before coverage began, or a field is missing, then it is a 400', async () => {
    const me = await createUser();
    const { deviceId } = await subscribe(me);
    const future = await fileClaim(me, { device_id: deviceId, incident_date: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(future.body.errors.incident_date).toBe('Incident date cannot be in the future');
    const before = await fileClaim(me, { device_id: deviceId, incident_date: '2020-01-01' });
    expect(before.status).toBe(400);
    expect(before.body.errors.incident_date).toBe(
      'Incident date cannot be before your coverage started',
    );
    const missing = await fileClaim(me, { device_id: deviceId, description: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill in all required fields');
    const unknown = await fileClaim(me, { device_id: 'no-such-device' });
    expect(unknown.status).toBe(404);
    expect(await docsWhere('claims', 'userId', me.uid)).toEqual([]);
  });
});
