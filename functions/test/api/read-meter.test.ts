// The Firestore read meter (repositories/read-meter.ts) counts reads as Firestore bills them, per run, on
// the emulated Firestore: each document a get or getAll asks for, each document a query returns (at least
// 1), 1 per aggregation, and the same inside transactions; concurrent runs keep their own counts.
import { randomUUID } from 'node:crypto';
import { installReadMeter, readMeter } from '../../src/repositories/read-meter';
import { firestore } from '../support/emulator';

describe('the Firestore read meter', () => {
  const collection = firestore.collection(`readMeterTest-${randomUUID().slice(0, 8)}`);
  beforeAll(async () => {
    installReadMeter(firestore);
    await Promise.all(['a', 'b', 'c'].map((id) => collection.doc(id).set({ group: 'x', n: 1 })));
  });
  afterAll(async () => {
    await Promise.all(['a', 'b', 'c'].map((id) => collection.doc(id).delete()));
  });

  /** The reads `work` makes, counted by the meter. */
  function readsOf(work: () => Promise<unknown>): Promise<number> {
    return readMeter.run(async (reads) => {
      await work();
      return reads();
    });
  }

  it('when documents are read by get, getAll and queries, then each is counted once, an empty query as 1', async () => {
    expect(await readsOf(() => collection.doc('a').get())).toBe(1);
    expect(await readsOf(() => collection.doc('missing').get())).toBe(1);
    expect(await readsOf(() => firestore.getAll(collection.doc('a'), collection.doc('b')))).toBe(2);
    expect(await readsOf(() => collection.where('group', '==', 'x').get())).toBe(3);
    expect(await readsOf(() => collection.where('group', '==', 'none').get())).toBe(1);
    expect(await readsOf(() => collection.where('group', '==', 'x').count().get())).toBe(1);
  });

  it('when a transaction reads, then its gets and queries are counted', async () => {
    const reads = await readsOf(() =>
      firestore.runTransaction(async (tx) => {
        await tx.get(collection.doc('a'));
        await tx.get(collection.where('group', '==', 'x'));
        await tx.getAll(collection.doc('b'), collection.doc('c'));
      }),
    );
    expect(reads).toBe(1 + 3 + 2);
  });

  it('when runs overlap, then each counts its own reads only; reads outside a run are not counted', async () => {
    const [one, three] = await Promise.all([
      readsOf(() => collection.doc('a').get()),
      readsOf(() => collection.where('group', '==', 'x').get()),
    ]);
    expect([one, three]).toEqual([1, 3]);
    await collection.doc('a').get(); // outside any run: nothing to count into, nothing thrown
  });
});
