// What deleting a user does to records other repositories own, besides their own anonymising methods:
// claims are kept (an insurer must keep them) with the name and e-mail replaced, each rewritten through the
// claims converter so the fields it derives (the admin search keys) follow; the stored first answers of the
// user's payment requests (idempotencyKeys/{uid}:{hash}), which hold their names and e-mail addresses in
// the answers' JSON, are deleted: with the account gone no request can repeat them.
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { claimConverter } from './claims';
import { collections } from './collections';
import { anonymiseAllOfUser } from './payments';

export function createUserErasureRepository(db: Firestore) {
  const claims = db.collection(collections.claims).withConverter(claimConverter);
  const answers = db.collection(collections.idempotencyKeys);
  return {
    /** Answers how many claims were changed. */
    anonymiseClaimsOf(userId: string, name: string, email: string): Promise<number> {
      return anonymiseAllOfUser(db, claims, claimConverter.toFirestore, { userId, name, email });
    },

    /** Deletes the user's stored request answers (their ids start with `{uid}:`); answers how many. */
    async deleteStoredAnswersOf(userId: string): Promise<number> {
      const mine = answers
        .orderBy(FieldPath.documentId())
        .startAt(`${userId}:`)
        .endBefore(`${userId};`)
        .limit(400);
      let deleted = 0;
      for (;;) {
        const page = await mine.get();
        if (page.empty) return deleted;
        const batch = db.batch();
        for (const doc of page.docs) batch.delete(doc.ref);
        await batch.commit();
        deleted += page.size;
      }
    },
  };
}

export type UserErasureRepository = ReturnType<typeof createUserErasureRepository>;
