// idempotencyKeys/{uid:key}: the first answer of each payment request, so that a repeat (double click, lost
// answer, retry) gets that answer back instead of a second charge. While the first request runs, its
// record is a lease: a repeat waits for the answer; a lease left by a crashed request expires.
import { createHash } from 'node:crypto';
import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { collections } from './collections';
import { fromTimestamp, toTimestamp } from './converter';

/** How long a request may hold its key before a repeat may take over (longer than any gateway call). */
export const IDEMPOTENCY_LEASE_MS = 60_000;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

type IdempotencyDoc =
  | {
      state: 'processing';
      route: string;
      fingerprint: string;
      leaseUntil: Timestamp;
      createdAt: Timestamp;
    }
  | {
      state: 'completed';
      route: string;
      fingerprint: string;
      status: number;
      /** The answer's JSON text: stored as written, returned as written. */
      body: string;
      createdAt: Timestamp;
    };

export type IdempotencyStart =
  | { kind: 'proceed' }
  | { kind: 'replay'; answer: StoredAnswer }
  /** Another request with this key is running now. */
  | { kind: 'busy' }
  /** The key was used for a different request. */
  | { kind: 'mismatch' };

/** A key of a request: who sent it, the client's key, and a fingerprint of what was asked. */
export interface RequestKey {
  uid: string;
  key: string;
  route: string;
  fingerprint: string;
}

/** A stable fingerprint of a validated request body (keys sorted, so field order does not matter). */
export function fingerprintOf(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : typeof v === 'object' && v !== null
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

export function createIdempotencyKeysRepository(db: Firestore) {
  const collection = db.collection(collections.idempotencyKeys);
  const docOf = (request: RequestKey) =>
    // The client's key may hold any characters: hash it into a safe document id.
    collection.doc(
      `${request.uid}:${createHash('sha256').update(request.key).digest('hex').slice(0, 40)}`,
    );

  return {
    /** Takes the key for this request, or says why not (an answer to replay, another request running). */
    async start(request: RequestKey, now: Date): Promise<IdempotencyStart> {
      const doc = docOf(request);
      return db.runTransaction(async (tx) => {
        const existing = (await tx.get(doc)).data() as IdempotencyDoc | undefined;
        if (
          existing &&
          (existing.route !== request.route || existing.fingerprint !== request.fingerprint)
        )
          return { kind: 'mismatch' } as const;
        if (existing?.state === 'completed')
          return {
            kind: 'replay',
            answer: { status: existing.status, body: JSON.parse(existing.body) as unknown },
          } as const;
        if (existing?.state === 'processing' && fromTimestamp(existing.leaseUntil) > now)
          return { kind: 'busy' } as const;
        const lease: IdempotencyDoc = {
          state: 'processing',
          route: request.route,
          fingerprint: request.fingerprint,
          leaseUntil: toTimestamp(new Date(now.getTime() + IDEMPOTENCY_LEASE_MS)),
          createdAt: toTimestamp(now),
        };
        tx.set(doc, lease);
        return { kind: 'proceed' } as const;
      });
    },

    /** Stores the answer inside the transaction that records what the request did. */
    complete(tx: Transaction, request: RequestKey, answer: StoredAnswer, now: Date): void {
      const done: IdempotencyDoc = {
        state: 'completed',
        route: request.route,
        fingerprint: request.fingerprint,
        status: answer.status,
        body: JSON.stringify(answer.body),
        createdAt: toTimestamp(now),
      };
      tx.set(docOf(request), done);
    },

    /** The answer stored for this request, if it completed (read inside a recording transaction). */
    async completedIn(tx: Transaction, request: RequestKey): Promise<StoredAnswer | null> {
      const existing = (await tx.get(docOf(request))).data() as IdempotencyDoc | undefined;
      return existing?.state === 'completed'
        ? { status: existing.status, body: JSON.parse(existing.body) as unknown }
        : null;
    },

    /** Lets the key go without an answer (declined, needs 3-D Secure, failed): the client may send it again. */
    async release(request: RequestKey): Promise<void> {
      const doc = docOf(request);
      await db.runTransaction(async (tx) => {
        const existing = (await tx.get(doc)).data() as IdempotencyDoc | undefined;
        if (existing?.state === 'processing') tx.delete(doc);
      });
    },
  };
}

export type IdempotencyKeysRepository = ReturnType<typeof createIdempotencyKeysRepository>;
