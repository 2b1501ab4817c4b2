// A deleted user's claims are kept (an insurer must keep them) with the name and e-mail replaced. Each claim
// is rewritten through the claims converter, so the fields it derives (the admin search keys) follow.
import type { Firestore } from 'firebase-admin/firestore';
import { claimConverter } from './claims';
import { collections } from './collections';
import { anonymised, rewriteWhere } from './payments';

export function createClaimErasureRepository(db: Firestore) {
  const ref = db.collection(collections.claims).withConverter(claimConverter);
  return {
    /** Answers how many claims were changed. */
    anonymiseAllOf(userId: string, name: string, email: string): Promise<number> {
      return rewriteWhere(db, ref.where('userId', '==', userId), claimConverter.toFirestore, (c) =>
        anonymised(c, name, email),
      );
    },
  };
}

export type ClaimErasureRepository = ReturnType<typeof createClaimErasureRepository>;
