// The daily job that removes uploads no record names (issue 22 item 10): the job the scheduled function runs
// (src/orphan-files-job.ts), on the test stack's Firestore and a file store of this test's own.
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { systemClock } from '../../src/adapters/clock';
import { createLocalDiskFileStore } from '../../src/adapters/file-store';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createOrphanFilesJob } from '../../src/orphan-files-job';
import { aDevicePricing, aPlan } from '../support/builders';
import {
  type TestUser,
  auth,
  bearer,
  createUser,
  firestore,
  storeCatalogue,
} from '../support/emulator';
import { newIdempotencyKey, registrationBody, sandboxGateway } from '../support/payments';
import { PNG } from '../support/photos';

const plan = aPlan({ planType: 'premium', name: 'Premium Plan', monthlyPriceCents: 1999 });
const phone = aDevicePricing({ deviceValueCents: 79_900, planPriceCents: 1299 });
const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

describe('removing uploads no record names', () => {
  const filesDir = path.join(os.tmpdir(), `orphan-files-${process.pid}`);
  const fileStore = createLocalDiskFileStore(filesDir);
  const app = createApp({
    firestore,
    auth,
    config: loadConfig(),
    fileStore,
    gateway: { kind: 'sandbox', gateway: sandboxGateway() },
  });
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    cleanUp = await storeCatalogue({ plans: [plan], devices: [phone] });
  });
  afterAll(async () => {
    await cleanUp();
    await fs.rm(filesDir, { recursive: true, force: true });
  });

  async function upload(user: TestUser): Promise<string> {
    const res = await request(app)
      .post('/api/uploads/device-images')
      .set(...bearer(user))
      .attach('deviceFrontImage', PNG, 'front.png');
    expect(res.status).toBe(201);
    return String(res.body.frontImageUrl);
  }

  /** As if the file had been uploaded two days ago. */
  async function age(url: string): Promise<void> {
    const file = path.join(filesDir, ...url.replace('/api/files/', '').split('/'));
    const then = new Date(Date.now() - TWO_DAYS_MS);
    await fs.utimes(file, then, then);
  }

  const served = async (user: TestUser, url: string) =>
    (
      await request(app)
        .get(url)
        .set(...bearer(user))
    ).status;

  it('when the daily job runs, then an old upload no record names is removed, and a young one and a registered device photo are kept', async () => {
    const me = await createUser();
    const [registered, abandoned, young] = [await upload(me), await upload(me), await upload(me)];
    const body = registrationBody({ plan, device: phone });
    const paid = await request(app)
      .post('/api/payment/create-subscription-with-device')
      .set(...bearer(me))
      .set('Idempotency-Key', newIdempotencyKey())
      .send({ ...body, deviceData: { ...body.deviceData, front_image_url: registered } });
    expect(paid.status).toBe(201);
    await Promise.all([age(registered), age(abandoned)]);

    const removed = await createOrphanFilesJob({ firestore, fileStore, clock: systemClock }).run();

    expect(removed).toEqual([abandoned.replace('/api/files/', '')]);
    expect(await served(me, abandoned)).toBe(404);
    expect(await served(me, young)).toBe(200);
    expect(await served(me, registered)).toBe(200);
  });
});
