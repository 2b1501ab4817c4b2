// Device photos and custom-model pricing: images recognized by their bytes, 10 MB each, kept under the
// owner's uid, served back to the owner and admins only; a custom model priced from its value.
import request from 'supertest';
import { createLocalDiskFileStore } from '../../src/adapters/file-store';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { auth, bearer, createUser, firestore, stoppedClock } from '../support/emulator';
import { sandboxGateway } from '../support/payments';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JPEG, PNG } from '../support/photos';

describe('device photos and custom pricing', () => {
  const app = createApp({
    firestore,
    auth,
    config: loadConfig(),
    fileStore: createLocalDiskFileStore(path.join(os.tmpdir(), `device-uploads-${process.pid}`)),
    gateway: { kind: 'sandbox', gateway: sandboxGateway() },
  });

  it('when a customer uploads front and back photos, then they are stored and served back to the owner and admins only', async () => {
    const [me, stranger, admin] = await Promise.all([
      createUser(),
      createUser(),
      createUser({ role: 'admin' }),
    ]);
    const res = await request(app)
      .post('/api/uploads/device-images')
      .set(...bearer(me))
      .attach('deviceFrontImage', PNG, {
        filename: 'front.exe',
        contentType: 'application/octet-stream',
      })
      .attach('deviceBackImage', JPEG, 'back.jpg');
    expect(res.status).toBe(201);
    expect(res.body.frontImageUrl).toMatch(
      new RegExp(`^/api/files/devices/${me.uid}/[0-9a-f-]+\\.png$`),
    );
    expect(res.body.backImageUrl).toMatch(/\.jpg$/);

    const mine = await request(app)
      .get(res.body.frontImageUrl)
      .set(...bearer(me));
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(mine.body as Buffer, PNG)).toBe(0);
    expect(
      (
        await request(app)
          .get(res.body.frontImageUrl)
          .set(...bearer(admin))
      ).status,
    ).toBe(200);
    expect(
      (
        await request(app)
          .get(res.body.frontImageUrl)
          .set(...bearer(stranger))
      ).status,
    ).toBe(403);
    const missing = `/api/files/devices/${me.uid}/00000000-0000-0000-0000-000000000000.png`;
    expect(
      (
        await request(app)
          .get(missing)
          .set(...bearer(me))
      ).status,
    ).toBe(404);
    expect((await request(app).get(res.body.frontImageUrl)).status).toBe(401);
  });

  it('when a file is not an image, then it is a 415 and nothing is stored', async () => {
    const me = await createUser();
    const res = await request(app)
      .post('/api/uploads/device-images')
      .set(...bearer(me))
      .attach('deviceFrontImage', Buffer.from('<svg onload="alert(1)"></svg>'), {
        filename: 'front.png',
        contentType: 'image/png',
      });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Only image files can be uploaded');
  });

  it('when a photo is over 10 MB, then it is a 413', async () => {
    const me = await createUser();
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await request(app)
      .post('/api/uploads/device-images')
      .set(...bearer(me))
      .attach('deviceFrontImage', big, 'big.png');
    expect(res.status).toBe(413);
  });

  it('when a custom model is priced, then its value decides the basic price and deductibles; under $50 is refused', async () => {
    const me = await createUser();
    const res = await request(app)
      .post('/api/device-pricing/custom')
      .set(...bearer(me))
      .send({ device_value: 1000, device_brand: 'Nokia', device_model: 'XR21' });
    expect(res.status).toBe(200);
    expect(res.body.device).toMatchObject({
      id: 'custom',
      device_model: 'XR21',
      device_value: 1000,
      plan_price: 14.99,
      deductible_screen: 99,
    });
    const low = await request(app)
      .post('/api/device-pricing/custom')
      .set(...bearer(me))
      .send({ device_value: 49, device_model: 'XR21' });
    expect(low.status).toBe(400);
    expect(low.body.errors.device_value).toBe('Device value must be at least $50');
  });
});

describe('device photo upload limit', () => {
  it('when a customer uploads more often than the limit allows, then the next upload answers 429 and stores nothing', async () => {
    const filesDir = path.join(os.tmpdir(), `device-upload-limit-${process.pid}`);
    const app = createApp({
      firestore,
      auth,
      config: { ...loadConfig(), uploadRateLimit: { max: 2, windowMs: 60 * 60 * 1000 } },
      clock: stoppedClock(),
      fileStore: createLocalDiskFileStore(filesDir),
      gateway: { kind: 'sandbox', gateway: sandboxGateway() },
    });
    const [me, other] = await Promise.all([createUser(), createUser()]);
    const upload = (user = me) =>
      request(app)
        .post('/api/uploads/device-images')
        .set(...bearer(user))
        .attach('deviceFrontImage', PNG, 'front.png');
    expect((await upload()).status).toBe(201);
    expect((await upload()).status).toBe(201);
    const limited = await upload();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, code: 'rate_limited' });
    expect(await fs.readdir(path.join(filesDir, 'devices', me.uid))).toHaveLength(2 * 2); // files and their .meta.json
    // The limit is per customer.
    expect((await upload(other)).status).toBe(201);
  });
});
