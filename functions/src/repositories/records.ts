// The reads every customer-owned collection makes the same way, so that each is written once.
import type { CollectionReference, DocumentData } from 'firebase-admin/firestore';

/** The record stored under `id`, or null when there is none. */
export async function readRecord<T, D extends DocumentData>(
  ref: CollectionReference<T, D>,
  id: string,
): Promise<T | null> {
  const snapshot = await ref.doc(id).get();
  return snapshot.exists ? (snapshot.data() ?? null) : null;
}

/**
 * A customer's records, newest first, at most `limit`: the lists of the customer's own screens
 * (index: userId asc, createdAt desc).
 */
export async function newestOfUser<T, D extends DocumentData>(
  ref: CollectionReference<T, D>,
  userId: string,
  limit: number,
): Promise<T[]> {
  const snapshot = await ref
    .where('userId', '==', userId)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}
