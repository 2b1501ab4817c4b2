// unmatchedCharges/{chargeId}: gateway charges that no payment record holds, found by reconciliation, for
// an admin to look into (a charge whose recording failed and was never retried, or a charge made outside
// the product).
import type { Firestore } from 'firebase-admin/firestore';
import type { GatewayCharge } from '../adapters/payment-gateway';
import { collections } from './collections';
import { toTimestamp } from './converter';

export function createUnmatchedChargesRepository(db: Firestore) {
  const collection = db.collection(collections.unmatchedCharges);
  return {
    async record(charge: GatewayCharge, now: Date): Promise<void> {
      await collection.doc(charge.chargeId).set(
        {
          chargeId: charge.chargeId,
          amountCents: charge.amountCents,
          chargedAt: toTimestamp(charge.createdAt),
          customerId: charge.customerId,
          metadata: charge.metadata,
          lastSeenAt: toTimestamp(now),
        },
        { merge: true },
      );
    },
  };
}

export type UnmatchedChargesRepository = ReturnType<typeof createUnmatchedChargesRepository>;
