import request from 'supertest';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Firestore } from 'firebase-admin/firestore';
import { auth, firestore, newApp } from '../support/emulator';

describe('GET /api/health', () => {
  // The deep check gives Firestore 3 s. A test file's first read also loads the client and opens its
  // channel, which took longer than that on a busy clean-clone CI run: that start is paid here, once.
  beforeAll(async () => {
    await firestore.collection('health').doc('probe').get();
  });

  it('when called without credentials, then it answers ok at once without reading Firestore', async () => {
    const res = await request(newApp()).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when asked for the deep check, then it reads Firestore and answers ok', async () => {
    const res = await request(newApp()).get('/api/health?deep=1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', firestore: 'ok' });
  });

  it('when Firestore cannot be reached, then the deep check answers 503 JSON and the plain one still ok', async () => {
    // The real client with every collection read failing as an unreachable emulator's does.
    const unreachable = Object.create(firestore) as Firestore;
    const unavailable = Object.assign(new Error('14 UNAVAILABLE: No connection established'), {
      code: 14,
    });
    unreachable.collection = (path: string) => {
      const collection = firestore.collection(path);
      collection.doc = () => {
        const doc = firestore.collection(path).doc();
        doc.get = () => Promise.reject(unavailable);
        return doc;
      };
      return collection;
    };
    const app = createApp({ firestore: unreachable, auth, config: loadConfig() });
    const deep = await request(app).get('/api/health?deep=1');
    expect(deep.status).toBe(503);
    expect(deep.body).toEqual({ status: 'unavailable', firestore: 'unavailable' });
    const plain = await request(app).get('/api/health');
    expect(plain.status).toBe(200);
  });
});
