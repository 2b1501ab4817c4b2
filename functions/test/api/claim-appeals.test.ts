// POST /api/claims/{id}/appeal (issue 24): the owner of a rejected claim appeals once, within 30 days of the
// rejection, with a text of at least 20 characters and up to 3 more photos checked as at filing; the claim
// waits as 'appealed', the admin queue finds it with the decision it answers, and every refusal carries the
// domain's message. Nothing is kept of a refused appeal.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import {
  CLAIM_APPEAL_MESSAGES,
  CLAIM_APPEAL_WINDOW_DAYS,
  type ClaimWire,
  claimRejectionReasonLabel,
} from '@protect/domain';
import { createLocalDiskFileStore } from '../../src/adapters/file-store';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { aDevicePricing, aPlan } from '../support/builders';
import { PNG, storedClaimPhotos } from '../support/photos';
import {
  type TestUser,
  auth,
  bearer,
  createUser,
  firestore,
  storeCatalogue,
} from '../support/emulator';
import {
  docsWhere,
  newIdempotencyKey,
  registrationBody,
  sandboxGateway,
} from '../support/payments';
import type { MailDoc } from '../../src/repositories/mail';

const TEXT = 'The crack came from a fall, which my plan covers; photos attached.';

const plan = aPlan({ planType: 'basic', name: 'Appeal Plan', claimLimit: 20 });
const phone = aDevicePricing({ deviceBrand: 'Appealco', deductibleScreenCents: 4900 });

describe('appealing a rejected claim', () => {
  const filesDir = path.join(os.tmpdir(), `appeals-${process.pid}`);
  // The api's clock runs `daysAhead` days ahead of the real one, for the 30-day window.
  let daysAhead = 0;
  const app = createApp({
    firestore,
    auth,
    config: loadConfig(),
    fileStore: createLocalDiskFileStore(filesDir),
    gateway: { kind: 'sandbox', gateway: sandboxGateway() },
    clock: { now: () => new Date(Date.now() + daysAhead * 86_400_000) },
  });
  let admin: TestUser;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    cleanUp = await storeCatalogue({ plans: [plan], devices: [phone] });
    admin = await createUser({ role: 'admin' });
  });
  afterEach(() => {
    daysAhead = 0;
  });
  afterAll(async () => {
    await cleanUp();
    await fs.rm(filesDir, { recursive: true, force: true });
  });

  /** A customer with a phone on the plan and a screen claim on it, decided by the admin as `decision`. */
  async function decidedClaim(decision: 'rejected' | 'approved') {
    const me = await createUser();
    const registered = await request(app)
      .post('/api/payment/create-subscription-with-device')
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send(registrationBody({ plan, device: phone }));
    expect(registered.status).toBe(201);
    const filed = await request(app)
      .post('/api/claims')
      .set(...bearer(me))
      .field('device_id', registered.body.device.id)
      .field('claim_type', 'screen_damage')
      .field('description', 'The screen cracked')
      .field('incident_date', new Date().toISOString().slice(0, 10));
    expect(filed.status).toBe(201);
    const decided = await decide(filed.body.claim.id, decision);
    expect(decided.status).toBe(200);
    return {
      me,
      claim: decided.body.claim as ClaimWire,
      subscriptionId: registered.body.subscription.id as string,
    };
  }

  const decide = (id: string, status: 'rejected' | 'approved') =>
    request(app)
      .put(`/api/admin/claim/${id}/status`)
      .set(...bearer(admin))
      .send(
        status === 'rejected'
          ? { status, reason: 'insufficient_evidence', note: 'The photos do not show the damage' }
          : { status },
      );

  function appeal(
    user: TestUser | null,
    claimId: string,
    text = TEXT,
    photos: [Buffer, string][] = [],
  ): request.Test {
    let req = request(app).post(`/api/claims/${claimId}/appeal`);
    if (user) req = req.set(...bearer(user));
    req = req.field('text', text);
    for (const [bytes, name] of photos) req = req.attach('photos', bytes, name);
    return req;
  }

  const storedPhotos = (uid: string) => storedClaimPhotos(filesDir, uid);

  it('when the owner appeals within 30 days with two photos, then the claim is appealed with the text, photos and the decision it answers, and the admin queue lists it', async () => {
    const { me, claim } = await decidedClaim('rejected');
    expect(claim.appealable_until).not.toBeNull();

    const res = await appeal(me, claim.id, `  ${TEXT}  `, [
      [PNG, 'one.png'],
      [PNG, 'two.png'],
    ]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CLAIM_APPEAL_MESSAGES.submitted);
    expect(res.body.claim).toMatchObject({
      status: 'appealed',
      appealable_until: null,
      appeal: {
        text: TEXT,
        photo_urls: [expect.stringMatching(/^\/api\/files\/claims\//), expect.any(String)],
        decision: {
          reason: 'insufficient_evidence',
          reason_label: claimRejectionReasonLabel('insufficient_evidence'),
          note: 'The photos do not show the damage',
        },
      },
    });
    expect(res.body.claim.timeline.at(-1)).toMatchObject({
      step: 'appealed',
      label: 'Appealed',
      note: TEXT,
    });
    expect(await storedPhotos(me.uid)).toHaveLength(2);
    const photo = await request(app)
      .get(res.body.claim.appeal.photo_urls[0])
      .set(...bearer(me));
    expect(photo.status).toBe(200);

    // The same appeal sent again (its answer lost) answers the claim as it is and keeps no new photo.
    const retried = await appeal(me, claim.id, TEXT, [[PNG, 'one.png']]);
    expect(retried.status).toBe(200);
    expect(retried.body.claim.appeal.at).toBe(res.body.claim.appeal.at);
    expect(await storedPhotos(me.uid)).toHaveLength(2);

    const queue = await request(app)
      .get('/api/admin/claims?status=appealed')
      .set(...bearer(admin));
    expect(queue.status).toBe(200);
    expect(queue.body.claims.map((c: ClaimWire) => c.id)).toContain(claim.id);
  });

  it('when a claim is appealed (twice by a retry) and the appeal decided, then one appeal-received and one appeal-decided message are queued', async () => {
    const { me, claim } = await decidedClaim('rejected');
    expect((await appeal(me, claim.id)).status).toBe(200);
    expect((await appeal(me, claim.id)).status).toBe(200);
    expect((await decide(claim.id, 'rejected')).status).toBe(200);
    const mail = (await docsWhere('mail', 'uid', me.uid)) as unknown as MailDoc[];
    const kinds = mail.map((m) => m.kind).sort();
    expect(kinds).toEqual([
      'appeal-decided',
      'appeal-received',
      'claim-received',
      'claim-rejected',
      'registration-receipt',
    ]);
    const decided = mail.find((m) => m.kind === 'appeal-decided');
    expect(decided?.to).toBe(me.email);
    expect(decided?.message.text).toContain(claim.claim_number);
  });

  it('when the claim was already appealed, or rejected again after its appeal, then another appeal is refused with the domain message', async () => {
    const { me, claim } = await decidedClaim('rejected');
    expect((await appeal(me, claim.id)).status).toBe(200);

    const second = await appeal(me, claim.id, `${TEXT} And one more thing.`);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(CLAIM_APPEAL_MESSAGES.alreadyAppealed);

    expect((await decide(claim.id, 'rejected')).status).toBe(200);
    const afterRejection = await appeal(me, claim.id, `${TEXT} Please look again.`);
    expect(afterRejection.status).toBe(409);
    expect(afterRejection.body.message).toBe(CLAIM_APPEAL_MESSAGES.alreadyAppealed);
  });

  it('when more than 30 days have passed since the rejection, then the appeal is refused with the domain message and nothing is kept', async () => {
    const { me, claim } = await decidedClaim('rejected');
    daysAhead = CLAIM_APPEAL_WINDOW_DAYS + 1;
    const res = await appeal(me, claim.id, TEXT, [[PNG, 'late.png']]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CLAIM_APPEAL_MESSAGES.windowClosed);
    expect(await storedPhotos(me.uid)).toEqual([]);
  });

  it('when the plan was cancelled for its money-back refund after the rejection, then the appeal is refused and nothing is kept', async () => {
    // A rejected claim does not stop the refund; paying the claim on appeal would pay on cover given back.
    const { me, claim, subscriptionId } = await decidedClaim('rejected');
    const cancel = await request(app)
      .post(`/api/subscriptions/${subscriptionId}/cancel`)
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey());
    expect(cancel.status).toBe(200);
    expect(cancel.body.refund).not.toBeNull();
    const res = await appeal(me, claim.id, TEXT, [[PNG, 'after-refund.png']]);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CLAIM_APPEAL_MESSAGES.coverRefunded);
    expect(await storedPhotos(me.uid)).toEqual([]);
  });

  it('when an approved claim is appealed, then it is refused with the domain message', async () => {
    const { me, claim } = await decidedClaim('approved');
    expect(claim.appealable_until).toBeNull();
    const res = await appeal(me, claim.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CLAIM_APPEAL_MESSAGES.approved);
  });

  it("when someone else appeals a customer's claim, then it is 403 (an admin too), 404 for an unknown claim and 401 signed out", async () => {
    const { claim } = await decidedClaim('rejected');
    const other = await createUser();
    expect((await appeal(other, claim.id)).status).toBe(403);
    expect((await appeal(admin, claim.id)).status).toBe(403);
    expect((await appeal(other, 'NOSUCHCLAIM1')).status).toBe(404);
    expect((await appeal(null, claim.id)).status).toBe(401);
  });

  it('when the text is too short, there are 4 photos or a photo is not an image, then the appeal is refused as a filing would be and nothing is kept', async () => {
    const { me, claim } = await decidedClaim('rejected');
    const short = await appeal(me, claim.id, 'Please look again');
    expect(short.status).toBe(400);
    expect(short.body.errors).toMatchObject({ text: CLAIM_APPEAL_MESSAGES.textTooShort });

    const four = await appeal(me, claim.id, TEXT, [
      [PNG, '1.png'],
      [PNG, '2.png'],
      [PNG, '3.png'],
      [PNG, '4.png'],
    ]);
    expect(four.status).toBe(413);
    expect(four.body.message).toBe(CLAIM_APPEAL_MESSAGES.tooManyPhotos);

    const notAnImage = await appeal(me, claim.id, TEXT, [
      [Buffer.from('%PDF-1.4 not a photo'), 'x.png'],
    ]);
    expect(notAnImage.status).toBe(415);
    expect(await storedPhotos(me.uid)).toEqual([]);

    const list = await request(app)
      .get(`/api/claims/user/${me.uid}`)
      .set(...bearer(me));
    expect(list.body.claims[0]).toMatchObject({ status: 'rejected', appeal: null });
  });
});
