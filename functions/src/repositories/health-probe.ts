// The deep health check's one read: a document that is never written, so the read costs one billed read and
// says only whether Firestore answers.
import type { Firestore } from 'firebase-admin/firestore';

export function createHealthProbeRepository(db: Firestore) {
  return {
    /** Reads the probe document; rejects when Firestore does not answer. */
    async read(): Promise<void> {
      await db.collection('health').doc('probe').get();
    },
  };
}

export type HealthProbeRepository = ReturnType<typeof createHealthProbeRepository>;
