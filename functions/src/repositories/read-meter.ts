// A Firestore read meter for the local stack and the tests: how many documents one request reads, as
// Firestore would bill them, so that a budget ("the dashboard reads at most 60 documents") can be asserted
// and benchmarked. Off in production: createApp installs it only when the configuration says so (the
// emulators, or a test), and until installReadMeter() runs nothing here touches the SDK.
//
// Why wrapping prototypes: every read of every repository would otherwise need a counting hook threaded
// through it. The admin SDK's classes (re-exported by firebase-admin/firestore, so the very classes its
// instances use) have a few public read methods that all reads go through, and none of them calls another:
// DocumentReference.get() calls Firestore.getAll(), a transaction reads through its own reader, and a query
// (also in a transaction) through Query._get(). Wrapping those five counts each read once. The count is
// kept per request in an AsyncLocalStorage, so concurrent requests never mix their counts.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Firestore, Query, QuerySnapshot, Transaction } from 'firebase-admin/firestore';

interface ReadCount {
  reads: number;
}

const storage = new AsyncLocalStorage<ReadCount>();
let installed = false;

/**
 * What Firestore bills for one read call's result: a document each (a get of a missing document is a read
 * too), a query at least 1 even when empty, an aggregation 1 per batch of up to 1000 index entries (counted
 * as 1: the api aggregates one customer's records, far below 1000).
 */
function billedReads(result: unknown): number {
  if (Array.isArray(result)) return result.length; // getAll: one per document asked for
  if (result instanceof QuerySnapshot) return Math.max(1, result.size);
  return 1; // a DocumentSnapshot, or an AggregateQuerySnapshot
}

function meter<T extends object>(prototype: T, method: keyof T & string): void {
  const original = prototype[method] as unknown as (...args: unknown[]) => Promise<unknown>;
  const metered = async function (this: unknown, ...args: unknown[]): Promise<unknown> {
    const count = storage.getStore(); // taken before the await: the request that asked
    const result = await original.apply(this, args);
    if (count) count.reads += billedReads(result);
    return result;
  };
  Object.defineProperty(prototype, method, { value: metered, writable: true, configurable: true });
}

/**
 * Wraps the SDK's read methods, once per process. Reads outside readMeter.run() are not counted. The
 * package exports AggregateQuery as a type only: its class is found from an aggregation of `db`.
 */
export function installReadMeter(db: Firestore): void {
  if (installed) return;
  installed = true;
  const aggregateQuery: object = Object.getPrototypeOf(db.collection('readMeter').count());
  meter(Firestore.prototype, 'getAll');
  meter(Query.prototype, 'get');
  meter(aggregateQuery as { get: () => Promise<unknown> }, 'get');
  meter(Transaction.prototype, 'get');
  meter(Transaction.prototype, 'getAll');
}

export const readMeter = {
  /** Runs `work` (and everything it starts) with a read count of its own, which `reads()` tells. */
  run<T>(work: (reads: () => number) => T): T {
    const count: ReadCount = { reads: 0 };
    return storage.run(count, () => work(() => count.reads));
  },
};
