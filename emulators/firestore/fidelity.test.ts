// Fidelity of the Firestore fallback, seen through the same SDK the api uses. Each behaviour here
// is one the official emulator has and the api relies on. Run against the bare package with
// FIRESTORE_FALLBACK_BASELINE=package to see what the fallback adds.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  codeOf,
  PROJECT_ID,
  sdk,
  startTestServer,
  type Sdk,
  type TestServer,
} from './fidelity.helpers';
import { startFirestoreFallback } from './server';

const { FieldValue, FieldPath, Filter, Timestamp, GeoPoint } = sdk;
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;

jest.setTimeout(15_000);

let server: TestServer;
let db: Sdk.Firestore;
let n = 0;
/** A collection no other test touches. */
const fresh = (name: string): Sdk.CollectionReference => db.collection(`${name}-${++n}`);

beforeAll(async () => {
  server = await startTestServer({ lockTimeoutMs: 3000 });
  db = server.db;
});

afterAll(async () => {
  await server.stop();
});

async function seedNumbered(col: Sdk.CollectionReference, count: number): Promise<void> {
  const batch = db.batch();
  for (let i = 0; i < count; i++)
    batch.set(col.doc(`d${String(i).padStart(2, '0')}`), { i, even: i % 2 === 0 });
  await batch.commit();
}

const ids = (snap: Sdk.QuerySnapshot): string[] => snap.docs.map((d) => d.id);

describe('transactions', () => {
  test('when 20 transactions increment one counter at once, then the counter ends at 20', async () => {
    const ref = fresh('counters').doc('c');
    await ref.set({ value: 0 });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          tx.update(ref, { value: (snap.get('value') as number) + 1 });
        }),
      ),
    );
    expect((await ref.get()).get('value')).toBe(20);
  });

  test('when two transactions both create a missing guard document, then exactly one creates it and the other sees it', async () => {
    const ref = fresh('guards').doc('imei-1');
    const outcomes = await Promise.all(
      ['first', 'second'].map((owner) =>
        db.runTransaction(async (tx) => {
          const snap = await tx.get(ref);
          if (snap.exists) return `taken by ${snap.get('owner') as string}`;
          tx.create(ref, { owner });
          return 'created';
        }),
      ),
    );
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(1);
    expect(outcomes.filter((o) => o.startsWith('taken by'))).toHaveLength(1);
  });

  test('when a transaction callback throws, then its lock is released and the next transaction runs at once', async () => {
    const ref = fresh('rollback').doc('x');
    await ref.set({ v: 1 });
    await expect(
      db.runTransaction(async (tx) => {
        await tx.get(ref);
        throw new Error('business rule refused');
      }),
    ).rejects.toThrow('business rule refused');
    const started = Date.now();
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      tx.update(ref, { v: (snap.get('v') as number) + 1 });
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await ref.get()).get('v')).toBe(2);
  });

  test('when a transaction reads with a query, then a concurrent increment of a matched document is not lost', async () => {
    const col = fresh('txquery');
    await col.doc('a').set({ kind: 'x', n: 0 });
    await Promise.all(
      Array.from({ length: 5 }, () =>
        db.runTransaction(async (tx) => {
          const snap = await tx.get(col.where('kind', '==', 'x'));
          const doc = snap.docs[0] as Sdk.QueryDocumentSnapshot;
          tx.update(doc.ref, { n: (doc.get('n') as number) + 1 });
        }),
      ),
    );
    expect((await col.doc('a').get()).get('n')).toBe(5);
  });

  test('when two transactions lock two documents in opposite orders, then both still complete with no lost update', async () => {
    const col = fresh('deadlock');
    const a = col.doc('a');
    const b = col.doc('b');
    await Promise.all([a.set({ v: 0 }), b.set({ v: 0 })]);
    const bump = (first: Sdk.DocumentReference, second: Sdk.DocumentReference): Promise<void> =>
      db.runTransaction(async (tx) => {
        const s1 = await tx.get(first);
        await new Promise((r) => setTimeout(r, 30));
        const s2 = await tx.get(second);
        tx.update(first, { v: (s1.get('v') as number) + 1 });
        tx.update(second, { v: (s2.get('v') as number) + 1 });
      });
    await Promise.all([bump(a, b), bump(b, a)]);
    expect([(await a.get()).get('v'), (await b.get()).get('v')]).toEqual([2, 2]);
  });

  test('when a plain write targets a document a transaction has read, then it waits for that transaction to finish', async () => {
    const ref = fresh('wait').doc('x');
    await ref.set({ v: 0 });
    const order: string[] = [];
    let plainWrite: Promise<unknown> | undefined;
    await db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      plainWrite = ref.set({ v: 100 }).then(() => order.push('plain write'));
      await new Promise((r) => setTimeout(r, 100));
      order.push('transaction body done');
      tx.update(ref, { v: (snap.get('v') as number) + 1 });
    });
    await plainWrite;
    expect(order).toEqual(['transaction body done', 'plain write']);
    expect((await ref.get()).get('v')).toBe(100);
  });

  test('when two transactions find no match for a query and then create one, then only one document is created', async () => {
    const col = fresh('phantom');
    const results = await Promise.all(
      ['first', 'second'].map((owner) =>
        db.runTransaction(async (tx) => {
          const existing = await tx.get(col.where('imei', '==', '356938035643809'));
          if (!existing.empty) return 'duplicate refused';
          tx.create(col.doc(), { imei: '356938035643809', owner });
          return 'created';
        }),
      ),
    );
    expect(results.sort()).toEqual(['created', 'duplicate refused']);
    expect((await col.get()).size).toBe(1);
  });

  test('when a transaction holds a lock past the lock timeout, then the waiting one is aborted, retried and still lands', async () => {
    const quick = await startFirestoreFallback({ port: 0, lockTimeoutMs: 300 });
    const other = new sdk.Firestore({
      projectId: PROJECT_ID,
      host: '127.0.0.1',
      port: quick.port,
      ssl: false,
    });
    try {
      const ref = other.doc('slow/x');
      await ref.set({ v: 0 });
      let attempts = 0;
      const slow = other.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        await new Promise((r) => setTimeout(r, 700));
        tx.update(ref, { v: (snap.get('v') as number) + 1 });
      });
      await new Promise((r) => setTimeout(r, 50));
      const waiting = other.runTransaction(async (tx) => {
        attempts++;
        const snap = await tx.get(ref);
        tx.update(ref, { v: (snap.get('v') as number) + 10 });
      });
      await Promise.all([slow, waiting]);
      expect(attempts).toBeGreaterThan(1);
      expect((await ref.get()).get('v')).toBe(11);
    } finally {
      await other.terminate();
      await quick.stop();
    }
  });

  test('when a transaction counts a query, then count() works inside it', async () => {
    const col = fresh('txcount');
    await seedNumbered(col, 3);
    const count = await db.runTransaction(async (tx) => (await tx.get(col.count())).data().count);
    expect(count).toBe(3);
  });
});

describe('writes and preconditions', () => {
  test('when updating a missing document, then it fails with NOT_FOUND', async () => {
    expect(await codeOf(fresh('w').doc('missing').update({ a: 1 }))).toBe(NOT_FOUND);
  });

  test('when creating a document that exists, then it fails with ALREADY_EXISTS and the data is unchanged', async () => {
    const ref = fresh('w').doc('d');
    await ref.create({ a: 1 });
    expect(await codeOf(ref.create({ a: 2 }))).toBe(ALREADY_EXISTS);
    expect((await ref.get()).data()).toEqual({ a: 1 });
  });

  test('when a write carries a stale lastUpdateTime, then it fails with FAILED_PRECONDITION', async () => {
    const ref = fresh('w').doc('d');
    const first = await ref.set({ a: 1 });
    await ref.update({ a: 2 }, { lastUpdateTime: first.writeTime });
    expect(await codeOf(ref.update({ a: 3 }, { lastUpdateTime: first.writeTime }))).toBe(
      FAILED_PRECONDITION,
    );
    expect(await codeOf(ref.delete({ lastUpdateTime: first.writeTime }))).toBe(FAILED_PRECONDITION);
    expect((await ref.get()).get('a')).toBe(2);
  });

  test('when deleting with exists: true a missing document, then it fails with NOT_FOUND; a plain delete succeeds', async () => {
    const ref = fresh('w').doc('gone');
    expect(await codeOf(ref.delete({ exists: true }))).toBe(NOT_FOUND);
    await expect(ref.delete()).resolves.toBeDefined();
  });

  test('when set() writes fewer fields, then the document is replaced; with merge the rest is kept', async () => {
    const ref = fresh('w').doc('d');
    await ref.set({ a: 1, b: 2, nested: { x: 1, y: 2 } });
    await ref.set({ a: 10 });
    expect((await ref.get()).data()).toEqual({ a: 10 });
    await ref.set({ b: 2, nested: { x: 1, y: 2 } }, { merge: true });
    await ref.set({ nested: { y: 20 } }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 10, b: 2, nested: { x: 1, y: 20 } });
  });

  test('when update() uses dotted paths and FieldValue.delete(), then siblings stay and the deleted field goes', async () => {
    const ref = fresh('w').doc('d');
    await ref.set({ profile: { name: 'Ann', city: 'Oslo' }, tmp: true });
    await ref.update({ 'profile.city': 'Bergen', tmp: FieldValue.delete() });
    await ref.update(new FieldPath('odd.key'), 5);
    expect((await ref.get()).data()).toEqual({
      profile: { name: 'Ann', city: 'Bergen' },
      'odd.key': 5,
    });
  });

  test('when transforms run together, then increment, arrayUnion, arrayRemove and serverTimestamp all apply', async () => {
    const ref = fresh('w').doc('d');
    await ref.set({ count: 1, price: 1.5, tags: ['a', 'b'], gone: ['x', 'y'] });
    const result = await ref.update({
      tags: FieldValue.arrayUnion('b', 'c'),
      gone: FieldValue.arrayRemove('x'),
      count: FieldValue.increment(2),
      price: FieldValue.increment(1),
      'nested.total': FieldValue.increment(3),
      created: FieldValue.arrayUnion('first'),
      at: FieldValue.serverTimestamp(),
    });
    const snap = await ref.get();
    expect(snap.get('count')).toBe(3);
    expect(snap.get('price')).toBe(2.5);
    expect(snap.get('nested')).toEqual({ total: 3 });
    expect(snap.get('tags')).toEqual(['a', 'b', 'c']);
    expect(snap.get('gone')).toEqual(['y']);
    expect(snap.get('created')).toEqual(['first']);
    expect((snap.get('at') as Sdk.Timestamp).isEqual(result.writeTime)).toBe(true);
    expect(snap.updateTime?.isEqual(result.writeTime)).toBe(true);
  });

  test('when a batch has one failing write, then none of its writes are applied', async () => {
    const col = fresh('batch');
    await col.doc('exists').set({ v: 1 });
    const batch = db.batch();
    batch.set(col.doc('new'), { v: 1 });
    batch.update(col.doc('exists'), { v: 2 });
    batch.create(col.doc('exists'), { v: 3 });
    expect(await codeOf(batch.commit())).toBe(ALREADY_EXISTS);
    expect((await col.doc('new').get()).exists).toBe(false);
    expect((await col.doc('exists').get()).get('v')).toBe(1);
  });

  test('when a document is created then updated, then createTime stays and updateTime moves forward', async () => {
    const ref = fresh('w').doc('d');
    await ref.create({ a: 1 });
    const first = await ref.get();
    await ref.update({ a: 2 });
    const second = await ref.get();
    expect(second.createTime?.isEqual(first.createTime as Sdk.Timestamp)).toBe(true);
    expect((second.updateTime as Sdk.Timestamp).toMillis()).toBeGreaterThanOrEqual(
      (first.updateTime as Sdk.Timestamp).toMillis(),
    );
    expect(second.updateTime?.isEqual(first.updateTime as Sdk.Timestamp)).toBe(false);
  });

  test('when every value type is stored, then it reads back with the same type and value', async () => {
    const ref = fresh('types').doc('all');
    const other = db.doc('somewhere/else');
    const data = {
      nul: null,
      bool: true,
      int: 42,
      dbl: 1.25,
      str: 'héllo',
      ts: new Timestamp(1_700_000_000, 123_456_000),
      ref: other,
      geo: new GeoPoint(59.9, 10.7),
      bytes: Buffer.from([0, 1, 2, 255]),
      arr: [1, 'two', { three: 3 }],
      map: { deep: { deeper: [null, false] } },
    };
    await ref.set(data);
    const got = (await ref.get()).data() as Record<string, unknown>;
    expect(got.nul).toBeNull();
    expect((got.ts as Sdk.Timestamp).isEqual(data.ts)).toBe(true);
    expect((got.ref as Sdk.DocumentReference).path).toBe('somewhere/else');
    expect((got.geo as Sdk.GeoPoint).isEqual(data.geo)).toBe(true);
    expect(Buffer.from(got.bytes as Uint8Array).equals(data.bytes)).toBe(true);
    expect(got.arr).toEqual(data.arr);
    expect(got.map).toEqual(data.map);
    expect([got.bool, got.int, got.dbl, got.str]).toEqual([true, 42, 1.25, 'héllo']);
  });
});

describe('reads', () => {
  test('when getAll asks for existing and missing documents, then each comes back with the right existence', async () => {
    const col = fresh('getall');
    await col.doc('a').set({ v: 1 });
    const [a, b] = await db.getAll(col.doc('a'), col.doc('b'));
    expect(a?.exists).toBe(true);
    expect(a?.get('v')).toBe(1);
    expect(b?.exists).toBe(false);
  });

  test('when getAll uses a field mask, then only the masked fields come back', async () => {
    const ref = fresh('getall').doc('a');
    await ref.set({ keep: 1, drop: 2 });
    const [snap] = await db.getAll(ref, { fieldMask: ['keep'] });
    expect(snap?.data()).toEqual({ keep: 1 });
  });
});

describe('queries', () => {
  test('when paging 25 documents 10 at a time with startAfter, then every document comes back exactly once', async () => {
    const col = fresh('paging');
    await seedNumbered(col, 25);
    const seen: string[] = [];
    let last: Sdk.QueryDocumentSnapshot | undefined;
    for (;;) {
      let q = col.orderBy('i').limit(10);
      if (last) q = q.startAfter(last);
      const page = await q.get();
      seen.push(...ids(page));
      if (page.size < 10) break;
      last = page.docs[page.size - 1];
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect(seen[0]).toBe('d00');
    expect(seen[24]).toBe('d24');
  });

  test('when paging by document id with a snapshot cursor and no orderBy, then pages do not overlap', async () => {
    const col = fresh('paging-id');
    await seedNumbered(col, 12);
    const first = await col.limit(5).get();
    const second = await col
      .startAfter(first.docs[4] as Sdk.QueryDocumentSnapshot)
      .limit(5)
      .get();
    expect(ids(first)).toEqual(['d00', 'd01', 'd02', 'd03', 'd04']);
    expect(ids(second)).toEqual(['d05', 'd06', 'd07', 'd08', 'd09']);
  });

  test('when startAt, endAt and endBefore take values, then the bounds are inclusive or exclusive as documented', async () => {
    const col = fresh('cursors');
    await seedNumbered(col, 10);
    expect(ids(await col.orderBy('i').startAt(3).endAt(5).get())).toEqual(['d03', 'd04', 'd05']);
    expect(ids(await col.orderBy('i').startAfter(3).endBefore(6).get())).toEqual(['d04', 'd05']);
    expect(ids(await col.orderBy('i', 'desc').startAt(2).limit(2).get())).toEqual(['d02', 'd01']);
    expect(ids(await col.orderBy(FieldPath.documentId()).startAfter('d07').get())).toEqual([
      'd08',
      'd09',
    ]);
  });

  test('when a query has an offset, then that many leading results are skipped', async () => {
    const col = fresh('offset');
    await seedNumbered(col, 6);
    expect(ids(await col.orderBy('i').offset(2).limit(3).get())).toEqual(['d02', 'd03', 'd04']);
  });

  test('when a query selects fields, then documents carry only those fields', async () => {
    const col = fresh('select');
    await col.doc('a').set({ name: 'A', secret: 's', nested: { keep: 1, drop: 2 } });
    const snap = await col.select('name', 'nested.keep').get();
    expect(snap.docs[0]?.data()).toEqual({ name: 'A', nested: { keep: 1 } });
    const refsOnly = await col.select().get();
    expect(refsOnly.docs[0]?.data()).toEqual({});
  });

  test('when limitToLast is used, then the last documents come back in query order', async () => {
    const col = fresh('ltl');
    await seedNumbered(col, 6);
    expect(ids(await col.orderBy('i').limitToLast(2).get())).toEqual(['d04', 'd05']);
  });

  test('when filtering with each operator, then the matches are those of Firestore', async () => {
    const col = fresh('filters');
    await Promise.all([
      col.doc('a').set({ n: 1, s: 'x', tags: ['red', 'blue'] }),
      col.doc('b').set({ n: 2, s: 'y', tags: ['green'] }),
      col.doc('c').set({ n: 3.0, s: 'z', tags: [] }),
      col.doc('d').set({ n: null, s: 'x' }),
      col.doc('e').set({ other: true }),
    ]);
    const q = async (query: Sdk.Query): Promise<string[]> => ids(await query.get()).sort();
    expect(await q(col.where('n', '==', 3))).toEqual(['c']);
    expect(await q(col.where('n', '!=', 2))).toEqual(['a', 'c']);
    expect(await q(col.where('n', '!=', null))).toEqual(['a', 'b', 'c']);
    expect(await q(col.where('n', '<', 3))).toEqual(['a', 'b']);
    expect(await q(col.where('n', '<=', 3))).toEqual(['a', 'b', 'c']);
    expect(await q(col.where('n', '>', 1))).toEqual(['b', 'c']);
    expect(await q(col.where('n', '>=', 2))).toEqual(['b', 'c']);
    expect(await q(col.where('n', '==', null))).toEqual(['d']);
    expect(await q(col.where('s', 'in', ['x', 'z']))).toEqual(['a', 'c', 'd']);
    expect(await q(col.where('s', 'not-in', ['x']))).toEqual(['b', 'c']);
    expect(await q(col.where('tags', 'array-contains', 'red'))).toEqual(['a']);
    expect(await q(col.where('tags', 'array-contains-any', ['green', 'blue']))).toEqual(['a', 'b']);
    expect(await q(col.where('s', '>=', 'y'))).toEqual(['b', 'c']);
  });

  test('when combining filters with Filter.or and Filter.and, then the composite logic holds', async () => {
    const col = fresh('composite');
    await seedNumbered(col, 6);
    const or = await col
      .where(Filter.or(Filter.where('i', '==', 1), Filter.where('i', '>=', 4)))
      .get();
    expect(ids(or).sort()).toEqual(['d01', 'd04', 'd05']);
    const and = await col
      .where(
        Filter.and(
          Filter.where('even', '==', true),
          Filter.or(Filter.where('i', '<', 2), Filter.where('i', '==', 4)),
        ),
      )
      .get();
    expect(ids(and).sort()).toEqual(['d00', 'd04']);
    const chained = await col.where('even', '==', false).where('i', '>', 1).get();
    expect(ids(chained)).toEqual(['d03', 'd05']);
  });

  test('when ordering by several fields and descending, then ties break on the next field and on document id', async () => {
    const col = fresh('order');
    await Promise.all([
      col.doc('a').set({ g: 1, v: 'b' }),
      col.doc('b').set({ g: 2, v: 'a' }),
      col.doc('c').set({ g: 1, v: 'a' }),
      col.doc('d').set({ g: 2, v: 'a' }),
      col.doc('e').set({ v: 'no g field' }),
    ]);
    expect(ids(await col.orderBy('g', 'desc').orderBy('v').get())).toEqual(['b', 'd', 'c', 'a']);
    expect(ids(await col.orderBy(FieldPath.documentId(), 'desc').limit(2).get())).toEqual([
      'e',
      'd',
    ]);
  });

  test('when ordering by a timestamp field, then documents come back in time order', async () => {
    const col = fresh('bytime');
    await col.doc('late').set({ at: Timestamp.fromMillis(3000) });
    await col.doc('early').set({ at: Timestamp.fromMillis(1000) });
    await col.doc('mid').set({ at: Timestamp.fromMillis(2000) });
    expect(ids(await col.orderBy('at', 'desc').get())).toEqual(['late', 'mid', 'early']);
    expect(ids(await col.where('at', '>', Timestamp.fromMillis(1500)).orderBy('at').get())).toEqual(
      ['mid', 'late'],
    );
  });

  test('when counting, summing and averaging, then the aggregation results match the documents', async () => {
    const col = fresh('agg');
    await seedNumbered(col, 5);
    expect((await col.count().get()).data().count).toBe(5);
    expect((await col.where('even', '==', true).count().get()).data().count).toBe(3);
    const agg = await col
      .aggregate({ total: sdk.AggregateField.sum('i'), mean: sdk.AggregateField.average('i') })
      .get();
    expect(agg.data()).toEqual({ total: 10, mean: 2 });
    expect((await fresh('empty').count().get()).data().count).toBe(0);
  });

  test('when querying a collection group, then documents from every parent are found', async () => {
    const name = `items-${++n}`;
    await db.doc(`owners-${n}/a/${name}/x`).set({ v: 1 });
    await db.doc(`owners-${n}/b/${name}/y`).set({ v: 2 });
    expect(ids(await db.collectionGroup(name).orderBy('v').get())).toEqual(['x', 'y']);
  });
});

describe('listeners', () => {
  test('when a document listener is attached, then it receives the current data and later updates', async () => {
    const ref = fresh('listen').doc('a');
    await ref.set({ v: 1 });
    const seen: unknown[] = [];
    const updated = new Promise<void>((resolve, reject) => {
      const unsubscribe = ref.onSnapshot((snap) => {
        seen.push(snap.get('v'));
        if (snap.get('v') === 2) {
          unsubscribe();
          resolve();
        }
      }, reject);
    });
    while (seen.length === 0) await new Promise((r) => setTimeout(r, 10));
    await ref.update({ v: 2 });
    await updated;
    expect(seen).toEqual([1, 2]);
  });
});

describe('listing and deleting', () => {
  test('when listing documents and collections, then documents with only subcollections are included', async () => {
    const col = fresh('listing');
    await col.doc('a').set({ v: 1 });
    await col.doc('ghost').collection('child').doc('c').set({ v: 2 });
    await col.doc('a').collection('sub1').doc('s').set({});
    await col.doc('a').collection('sub2').doc('s').set({});
    const docs = await col.listDocuments();
    expect(docs.map((d) => d.id).sort()).toEqual(['a', 'ghost']);
    const subs = await col.doc('a').listCollections();
    expect(subs.map((c) => c.id).sort()).toEqual(['sub1', 'sub2']);
    const roots = await db.listCollections();
    expect(roots.map((c) => c.id)).toContain(col.id);
  });

  test('when recursiveDelete runs on a collection, then its documents and subcollections are gone', async () => {
    const col = fresh('recursive');
    await col.doc('a').set({ v: 1 });
    await col.doc('a').collection('sub').doc('s').set({ v: 2 });
    await col.doc('b').set({ v: 3 });
    await db.recursiveDelete(col);
    expect((await col.get()).size).toBe(0);
    expect((await col.doc('a').collection('sub').get()).size).toBe(0);
  });

  test('when a BulkWriter writes and deletes, then every operation lands', async () => {
    const col = fresh('bulk');
    const writer = db.bulkWriter();
    for (let i = 0; i < 5; i++) void writer.set(col.doc(`d${i}`), { i });
    await writer.flush();
    void writer.delete(col.doc('d0'));
    void writer.update(col.doc('d1'), { i: 10 });
    await writer.close();
    const snap = await col.orderBy('i').get();
    expect(ids(snap)).toEqual(['d2', 'd3', 'd4', 'd1']);
  });
});

describe('persistence and reset', () => {
  test('when data is exported and imported into a new server, then every document and type comes back', async () => {
    const fb = server.fallback;
    if (!fb) throw new Error('export needs the fallback server (not the bare package)');
    const col = fresh('export');
    const original = {
      ts: new Timestamp(1_700_000_000, 123_456_000),
      ref: db.doc('x/y'),
      geo: new GeoPoint(-33.9, 151.2),
      bytes: Buffer.from('hello'),
      list: [1, 2.5, 'three', null, { four: [4] }],
      nested: { a: { b: { c: true } } },
      nothing: null,
      cents: 1999,
    };
    await col.doc('doc').set(original);
    await col.doc('doc').collection('sub').doc('child').set({ v: 1 });
    const before = await col.doc('doc').get();
    const dir = await mkdtemp(join(tmpdir(), 'fs-fallback-'));
    try {
      const file = join(dir, 'firestore.json');
      await fb.exportTo(file);
      expect(JSON.parse(await readFile(file, 'utf8')).documents.length).toBeGreaterThan(0);
      const second = await startFirestoreFallback({ port: 0, importFile: file });
      const other = new sdk.Firestore({
        projectId: PROJECT_ID,
        host: '127.0.0.1',
        port: second.port,
        ssl: false,
      });
      try {
        const snap = await other.doc(col.doc('doc').path).get();
        const data = snap.data() as Record<string, unknown>;
        expect((data.ts as Sdk.Timestamp).isEqual(original.ts)).toBe(true);
        expect((data.ref as Sdk.DocumentReference).path).toBe('x/y');
        expect((data.geo as Sdk.GeoPoint).isEqual(original.geo)).toBe(true);
        expect(Buffer.from(data.bytes as Uint8Array).toString()).toBe('hello');
        expect(data.list).toEqual(original.list);
        expect(data.nested).toEqual(original.nested);
        expect(data.nothing).toBeNull();
        expect(data.cents).toBe(1999);
        expect(snap.updateTime?.isEqual(before.updateTime as Sdk.Timestamp)).toBe(true);
        expect(snap.createTime?.isEqual(before.createTime as Sdk.Timestamp)).toBe(true);
        expect((await other.doc(`${col.path}/doc/sub/child`).get()).get('v')).toBe(1);
      } finally {
        await other.terminate();
        await second.stop();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('when an import file does not exist yet, then the server starts empty', async () => {
    const second = await startFirestoreFallback({
      port: 0,
      importFile: join(tmpdir(), 'no-such-fallback-export.json'),
    });
    await second.stop();
  });

  test('when clear() or the REST reset is called, then all documents are gone', async () => {
    const second = await startFirestoreFallback({ port: 0 });
    const other = new sdk.Firestore({
      projectId: PROJECT_ID,
      host: '127.0.0.1',
      port: second.port,
      ssl: false,
    });
    try {
      await other.doc('a/b').set({ v: 1 });
      second.clear();
      expect((await other.doc('a/b').get()).exists).toBe(false);
      await other.doc('a/b').set({ v: 1 });
      const res = await fetch(
        `http://127.0.0.1:${second.port}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
        { method: 'DELETE' },
      );
      expect(res.status).toBe(200);
      expect((await other.doc('a/b').get()).exists).toBe(false);
      expect((await other.collection('a').get()).size).toBe(0);
    } finally {
      await other.terminate();
      await second.stop();
    }
  });
});
