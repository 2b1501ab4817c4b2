// payments: one record per charge, failed charge or refund (refunds are negative amounts). Written only in
// the transactions of subscriptions.ts, together with the subscription they move.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Cents, PaymentStatus, PaymentType } from '@protect/domain';
import { collections } from './collections';
import { converter, fromTimestamp, toTimestamp } from './converter';

export interface PaymentRecord {
  id: string;
  userId: string;
  userEmail: string;
  userName: string;
  subscriptionId: string;
  /** Positive for a charge, negative for a refund. */
  amountCents: Cents;
  type: PaymentType;
  status: PaymentStatus;
  /** The gateway's charge (PaymentIntent) id; null for a charge the gateway never made. */
  chargeId: string | null;
  declineCode: string | null;
  description: string;
  createdAt: Date;
}

export type PaymentDoc = Omit<PaymentRecord, 'id' | 'createdAt'> & { createdAt: Timestamp };

export const paymentConverter = converter<PaymentRecord, PaymentDoc>(
  ({ id: _id, ...payment }) => ({ ...payment, createdAt: toTimestamp(payment.createdAt) }),
  (id, doc) => ({ ...doc, id, createdAt: fromTimestamp(doc.createdAt) }),
);

/** Most payments one customer's list returns. */
export const MAX_PAYMENTS_PER_CUSTOMER_LIST = 100;

export function createPaymentsRepository(db: Firestore) {
  const ref = db.collection(collections.payments).withConverter(paymentConverter);
  return {
    ref,
    /** The customer's payments, newest first (index: userId asc, createdAt desc). */
    async listForUser(userId: string): Promise<PaymentRecord[]> {
      const snapshot = await ref
        .where('userId', '==', userId)
        .orderBy('createdAt', 'desc')
        .limit(MAX_PAYMENTS_PER_CUSTOMER_LIST)
        .get();
      return snapshot.docs.map((doc) => doc.data());
    },
    /** Whether any payment record holds this gateway charge (reconciliation). */
    async hasCharge(chargeId: string): Promise<boolean> {
      const snapshot = await ref.where('chargeId', '==', chargeId).limit(1).get();
      return !snapshot.empty;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
