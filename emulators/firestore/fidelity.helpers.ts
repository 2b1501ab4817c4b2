// Test support: starts a fallback server on a free port and connects the same Firestore SDK the api uses.
// FIRESTORE_FALLBACK_BASELINE=package runs the suite against the unmodified package instead,
// to show which behaviours the fallback fixes.
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import type * as Sdk from 'firebase-admin/firestore';
import { startFirestoreFallback, type FirestoreFallback } from './server';

export type { Sdk };
export const PROJECT_ID = 'demo-firestore-fallback';

// Resolved from functions/, so the tests drive exactly the firebase-admin (and its bundled
// @google-cloud/firestore) that the api runs on, wherever npm placed it.
const sdkRequire = createRequire(join(__dirname, '..', '..', 'functions', 'package.json'));
export const sdk = sdkRequire('firebase-admin/firestore') as typeof Sdk;

export interface TestServer {
  port: number;
  fallback?: FirestoreFallback;
  db: Sdk.Firestore;
  /** A fresh Firestore client on the same server (each client has its own channel). */
  newClient(): Sdk.Firestore;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export async function startTestServer(
  options: { lockTimeoutMs?: number } = {},
): Promise<TestServer> {
  let port: number;
  let fallback: FirestoreFallback | undefined;
  let stopServer: () => Promise<void>;
  if (process.env.FIRESTORE_FALLBACK_BASELINE === 'package') {
    const { FirestoreServer } = await import('@firestore-emulator/server');
    const raw = new FirestoreServer();
    port = await freePort();
    await raw.start(port);
    stopServer = async () => raw.stop();
  } else {
    fallback = await startFirestoreFallback({ port: 0, lockTimeoutMs: options.lockTimeoutMs });
    port = fallback.port;
    stopServer = () => (fallback as FirestoreFallback).stop();
  }
  const clients: Sdk.Firestore[] = [];
  const newClient = (): Sdk.Firestore => {
    // An emulator host in the environment would override the host given here.
    const saved = process.env.FIRESTORE_EMULATOR_HOST;
    delete process.env.FIRESTORE_EMULATOR_HOST;
    try {
      const client = new sdk.Firestore({
        projectId: PROJECT_ID,
        host: '127.0.0.1',
        port,
        ssl: false,
      });
      clients.push(client);
      return client;
    } finally {
      if (saved !== undefined) process.env.FIRESTORE_EMULATOR_HOST = saved;
    }
  };
  const db = newClient();
  return {
    port,
    fallback,
    db,
    newClient,
    async stop() {
      await Promise.all(clients.map((c) => c.terminate()));
      await stopServer();
    },
  };
}

/** The gRPC status code of a rejected SDK call (5 NOT_FOUND, 6 ALREADY_EXISTS, 9 FAILED_PRECONDITION...). */
export async function codeOf(p: Promise<unknown>): Promise<number | string> {
  try {
    await p;
    return 'resolved';
  } catch (err) {
    return (err as { code?: number }).code ?? `no code: ${(err as Error).message}`;
  }
}
