// The stack's Firestore is Google's emulator, which behaves as production does where money and claims will
// depend on it: transactions serialise, create() refuses an existing document, cursors page exactly.
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { firestore } from '../support/emulator';

// A collection no product code reads, with a fresh document per test.
const scratch = () => firestore.collection('emulatorChecks').doc(randomUUID());

describe("the stack's Firestore emulator", () => {
  it('when 10 transactions increment one document at once, then it ends at 10', async () => {
    const ref = scratch();
    await ref.set({ count: 0 });
    // Each may be aborted once for every transaction ahead of it, so each gets 10 tries, not the SDK's 5:
    // on a busy machine (npm test runs the browser tests beside) this checks that they serialise, not
    // how fast. All are awaited, so that none is still running when the file ends.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        firestore.runTransaction(
          async (tx) => {
            const count = ((await tx.get(ref)).get('count') as number) ?? 0;
            tx.update(ref, { count: count + 1 });
          },
          { maxAttempts: 10 },
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    expect((await ref.get()).get('count')).toBe(10);
    await ref.delete();
  });

  it('when a document is created twice, then the second create() is refused', async () => {
    const ref = scratch();
    await ref.create({ at: FieldValue.serverTimestamp() });
    await expect(ref.create({ at: FieldValue.serverTimestamp() })).rejects.toMatchObject({
      code: 6,
    }); // ALREADY_EXISTS
    await ref.delete();
  });

  it('when 25 documents are paged 10 at a time with startAfter, then each comes exactly once, in order', async () => {
    const group = randomUUID();
    const docs = firestore.collection('emulatorChecks');
    await Promise.all(
      Array.from({ length: 25 }, (_, i) => docs.doc(`${group}-${i}`).set({ group, n: i })),
    );
    const seen: number[] = [];
    let query = docs.where('group', '==', group).orderBy('n').limit(10);
    for (;;) {
      const page = await query.get();
      seen.push(...page.docs.map((d) => d.get('n') as number));
      if (page.size < 10) break;
      query = query.startAfter(page.docs[page.size - 1]);
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => i));
    const { count } = (await docs.where('group', '==', group).count().get()).data();
    expect(count).toBe(25);
    await Promise.all(seen.map((n) => docs.doc(`${group}-${n}`).delete()));
  });
});
