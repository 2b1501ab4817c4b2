// Pessimistic document locks, as server SDKs get from Firestore: a read inside a read-write
// transaction locks the document until the transaction commits or rolls back, and a second
// transaction reading it waits. Without this, concurrent read-modify-write transactions lose updates.
import { randomBytes } from 'node:crypto';
import { Code, FirestoreError } from './store';

interface Waiter {
  tx: Transaction;
  resolve: () => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

interface LockEntry {
  holder: Transaction;
  queue: Waiter[];
}

export interface Transaction {
  id: string;
  readOnly: boolean;
  locks: Set<string>;
  waitingFor?: string;
  lastActive: number;
  aborted?: string;
}

export interface TransactionOptions {
  /** How long a transaction waits for another one's lock before it is aborted (retryable). */
  lockTimeoutMs: number;
  /** How long an unfinished transaction may sit idle before its locks are released. */
  idleTimeoutMs: number;
}

/**
 * The lock key standing for "the set of documents in this collection". A transactional query holds
 * it, and every write into the collection takes it, so a document that would enter or leave the
 * query's results cannot appear behind the transaction's back (no phantoms). Coarser than
 * Firestore's index-range locks: writers to the collection wait while such a transaction is open.
 */
export const collectionKey = (collectionPath: string): string => `range:${collectionPath}`;

/** Lock keys for writing these documents: each document and its collection. */
export const writeKeys = (docPaths: string[]): string[] =>
  docPaths.flatMap((p) => [p, collectionKey(p.slice(0, p.lastIndexOf('/')))]);

const EXPIRED = 'The referenced transaction has expired or is no longer valid.';

export class TransactionManager {
  private readonly txs = new Map<string, Transaction>();
  private readonly locks = new Map<string, LockEntry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly opts: TransactionOptions) {
    this.sweeper = setInterval(() => this.expireIdle(), Math.min(1000, opts.idleTimeoutMs));
    this.sweeper.unref();
  }

  begin(readOnly: boolean): { id: Buffer; tx: Transaction } {
    const id = randomBytes(16);
    const tx: Transaction = {
      id: id.toString('hex'),
      readOnly,
      locks: new Set(),
      lastActive: Date.now(),
    };
    this.txs.set(tx.id, tx);
    return { id, tx };
  }

  /** The live transaction for an id sent by a client; errors the way the service does otherwise. */
  get(id: Uint8Array): Transaction {
    const tx = this.txs.get(Buffer.from(id).toString('hex'));
    if (!tx) throw new FirestoreError(Code.INVALID_ARGUMENT, EXPIRED);
    if (tx.aborted) throw new FirestoreError(Code.ABORTED, tx.aborted);
    tx.lastActive = Date.now();
    return tx;
  }

  /** Locks the documents for `tx`, in a fixed order so that two transactions do not cross. */
  async lock(tx: Transaction, paths: Iterable<string>): Promise<void> {
    if (tx.readOnly) return;
    for (const path of [...new Set(paths)].sort()) await this.acquire(tx, path);
  }

  private acquire(tx: Transaction, path: string): Promise<void> {
    if (tx.aborted) return Promise.reject(new FirestoreError(Code.ABORTED, tx.aborted));
    const entry = this.locks.get(path);
    if (!entry) {
      this.locks.set(path, { holder: tx, queue: [] });
      tx.locks.add(path);
      return Promise.resolve();
    }
    if (entry.holder === tx) return Promise.resolve();
    if (this.waitsOn(entry.holder, tx)) {
      // Waiting would deadlock: abort the newcomer so the SDK retries it after the other commits.
      const reason = `Transaction aborted: contention on ${path} (deadlock).`;
      this.abort(tx, reason);
      return Promise.reject(new FirestoreError(Code.ABORTED, reason));
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        tx,
        resolve,
        reject,
        timer: setTimeout(() => {
          entry.queue = entry.queue.filter((w) => w !== waiter);
          tx.waitingFor = undefined;
          const reason = `Transaction lock timeout: ${path} stayed locked by another transaction for ${this.opts.lockTimeoutMs} ms.`;
          this.abort(tx, reason);
          reject(new FirestoreError(Code.ABORTED, reason));
        }, this.opts.lockTimeoutMs),
      };
      tx.waitingFor = path;
      tx.lastActive = Date.now();
      entry.queue.push(waiter);
    });
  }

  /** True when `from` is, directly or through other waiters, waiting for a lock that `target` holds. */
  private waitsOn(from: Transaction, target: Transaction): boolean {
    const seen = new Set<Transaction>();
    let current: Transaction | undefined = from;
    while (current && !seen.has(current)) {
      if (current === target) return true;
      seen.add(current);
      const waitingFor: string | undefined = current.waitingFor;
      current = waitingFor ? this.locks.get(waitingFor)?.holder : undefined;
    }
    return false;
  }

  private releaseLocks(tx: Transaction): void {
    for (const path of tx.locks) {
      const entry = this.locks.get(path);
      if (!entry || entry.holder !== tx) continue;
      const next = entry.queue.shift();
      if (!next) {
        this.locks.delete(path);
        continue;
      }
      clearTimeout(next.timer);
      entry.holder = next.tx;
      next.tx.locks.add(path);
      next.tx.waitingFor = undefined;
      next.tx.lastActive = Date.now();
      next.resolve();
    }
    tx.locks.clear();
  }

  private abort(tx: Transaction, reason: string): void {
    tx.aborted = reason;
    this.releaseLocks(tx);
  }

  /** Rollback: also accepted for a transaction that was aborted while waiting for a lock. */
  rollback(id: Uint8Array): void {
    const tx = this.txs.get(Buffer.from(id).toString('hex'));
    if (!tx) throw new FirestoreError(Code.INVALID_ARGUMENT, EXPIRED);
    this.finish(tx);
  }

  /** Commit or rollback: the transaction ends and its locks pass to the next waiters. */
  finish(tx: Transaction): void {
    this.releaseLocks(tx);
    this.txs.delete(tx.id);
  }

  /** Runs a non-transactional commit under write locks, so it cannot slip between a transaction's read and write. */
  async withWriteLocks<T>(paths: string[], fn: () => T): Promise<T> {
    const { tx } = this.begin(false);
    try {
      await this.lock(tx, paths);
      return fn();
    } finally {
      this.finish(tx);
    }
  }

  private expireIdle(): void {
    const now = Date.now();
    for (const tx of this.txs.values()) {
      if (!tx.waitingFor && now - tx.lastActive > this.opts.idleTimeoutMs) {
        this.releaseLocks(tx);
        this.txs.delete(tx.id);
      }
    }
  }

  stop(): void {
    clearInterval(this.sweeper);
    for (const entry of this.locks.values()) for (const w of entry.queue) clearTimeout(w.timer);
    this.locks.clear();
    this.txs.clear();
  }
}
