// GET /api/files/* serves a stored photo to its owner and admins only (issue 14, security): paths that
// climb out of a folder, however they are encoded, and another user's files are refused with a JSON error,
// and no file outside its owner's folder is ever served. Requests go out byte for byte (node:http): a URL
// parser would resolve '..' before the api saw it.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createLocalDiskFileStore } from '../../src/adapters/file-store';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { auth, bearer, createUser, firestore, type TestUser } from '../support/emulator';
import { PNG } from '../support/photos';

/** The bytes of files no request may ever read: outside the store, or in another user's folder. */
const SECRET = 'TOP-SECRET-CONTENT';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'files-traversal-'));
const storeDir = path.join(base, 'store');
const app = createApp({
  firestore,
  auth,
  config: loadConfig(),
  fileStore: createLocalDiskFileStore(storeDir),
});

let server: http.Server;
let port: number;
let owner: TestUser;
let other: TestUser;
let ownerFile: string; // e.g. devices/<owner uid>/<uuid>.png

beforeAll(async () => {
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  [owner, other] = await Promise.all([createUser(), createUser()]);
  const res = await request(app)
    .post('/api/uploads/device-images')
    .set(...bearer(owner))
    .attach('deviceFrontImage', PNG, 'front.png');
  expect(res.status).toBe(201);
  ownerFile = String(res.body.frontImageUrl).replace('/api/files/', '');
  // Bait: files beside and above the store, and in the other user's would-be folder's parent.
  fs.writeFileSync(path.join(base, 'secret.png'), SECRET);
  fs.mkdirSync(path.join(storeDir, 'devices', other.uid), { recursive: true });
  fs.writeFileSync(path.join(storeDir, 'devices', 'secret.png'), SECRET);
  fs.writeFileSync(path.join(storeDir, 'secret.png'), SECRET);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(base, { recursive: true, force: true });
});

/** GET with the path sent exactly as written. */
function rawGet(
  rawPath: string,
  user: TestUser,
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: rawPath,
        method: 'GET',
        headers: { Authorization: `Bearer ${user.idToken}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('GET /api/files path tricks', () => {
  it("serves the owner's own file (the baseline the tricks start from)", async () => {
    const res = await rawGet(`/api/files/${ownerFile}`, owner);
    expect(res.status).toBe(200);
    expect(res.type).toBe('image/png');
  });

  it('refuses another user, and every traversal or encoding trick, with a JSON error', async () => {
    const [area, ownerUid, name] = ownerFile.split('/') as [string, string, string];
    const mine = `${area}/${other.uid}`;
    const tricks = [
      `/api/files/${ownerFile}`, // another user's file, asked for directly
      `/api/files/${mine}/../${ownerUid}/${name}`,
      `/api/files/${mine}/%2e%2e/${ownerUid}/${name}`,
      `/api/files/${mine}/%2E%2E/${ownerUid}/${name}`,
      `/api/files/${mine}/..%2f${ownerUid}%2f${name}`,
      `/api/files/${mine}%2f..%2f${ownerUid}%2f${name}`,
      `/api/files/${mine}/%252e%252e/${ownerUid}/${name}`,
      `/api/files/${mine}/%252e%252e%252f${ownerUid}%252f${name}`,
      `/api/files/${mine}/..%5c${ownerUid}%5c${name}`,
      `/api/files/${mine}/..\\${ownerUid}\\${name}`,
      `/api/files/${mine}/../secret.png`,
      `/api/files/${mine}/../../secret.png`,
      `/api/files/${mine}/%2e%2e/%2e%2e/%2e%2e/secret.png`,
      `/api/files/${mine}/..%2f..%2f..%2fsecret.png`,
      `/api/files/${mine}/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.png`,
      `/api/files/${mine}/%252e%252e%252f%252e%252e%252fsecret.png`,
      `/api/files/${mine}/.%2e/.%2e/.%2e/secret.png`,
      `/api/files/${mine}/....//....//secret.png`,
      `/api/files/%2fetc%2fpasswd`,
      `/api/files//etc/passwd`,
      `/api/files/${mine}/%2fetc%2fpasswd`,
      `/api/files/${mine}/${encodeURIComponent(path.join(base, 'secret.png'))}`,
      `/api/files/${mine}/x.png%00.png`,
      `/api/files/${mine}/%00/../../secret.png`,
      `/api/files/${mine}/.`,
      `/api/files/${mine}/`,
      `/api/files/${area}/%2e/${ownerUid}/${name}`,
      `/api/files/secret.png`,
      `/api/files/devices/secret.png`,
    ];
    for (const trick of tricks) {
      const res = await rawGet(trick, other);
      const outcome = `${trick} -> ${res.status} ${res.body.slice(0, 80)}`;
      expect([outcome, [400, 403, 404].includes(res.status)]).toEqual([outcome, true]);
      expect([outcome, res.type]).toEqual([outcome, expect.stringContaining('application/json')]);
      expect(JSON.parse(res.body)).toMatchObject({ success: false });
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toContain('root:');
    }
  });

  it('never serves a file outside its folder, even to its owner', async () => {
    const [area, ownerUid] = ownerFile.split('/') as [string, string, string];
    for (const trick of [
      `/api/files/${area}/${ownerUid}/../secret.png`,
      `/api/files/${area}/${ownerUid}/%2e%2e/%2e%2e/secret.png`,
      `/api/files/${area}/${ownerUid}/..%2f..%2f..%2fsecret.png`,
      `/api/files/${area}/${ownerUid}/%252e%252e%252f%252e%252e%252fsecret.png`,
    ]) {
      const res = await rawGet(trick, owner);
      expect([trick, [400, 403, 404].includes(res.status)]).toEqual([trick, true]);
      expect(res.body).not.toContain(SECRET);
    }
  });
});
