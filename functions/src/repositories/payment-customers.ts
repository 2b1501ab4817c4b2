// paymentCustomers/{uid}: each user's customer at the payment gateway, made on the first payment and kept,
// so that every card and subscription of a user hangs off one gateway customer.
import type { Firestore } from 'firebase-admin/firestore';
import { collections } from './collections';
import { GRPC, hasGrpcCode, toTimestamp } from './converter';

export function createPaymentCustomersRepository(db: Firestore) {
  const collection = db.collection(collections.paymentCustomers);
  return {
    async get(uid: string, mode: string): Promise<string | null> {
      const data = (await collection.doc(uid).get()).data() as
        { customerId?: string; mode?: string } | undefined;
      // A customer of the other gateway (sandbox data after switching to Stripe) is not one here.
      return data?.mode === mode && typeof data.customerId === 'string' ? data.customerId : null;
    },
    /** Keeps the first customer stored for the user; answers the one that is kept. */
    async keep(uid: string, mode: string, customerId: string, now: Date): Promise<string> {
      try {
        await collection.doc(uid).create({ customerId, mode, createdAt: toTimestamp(now) });
        return customerId;
      } catch (err) {
        if (!hasGrpcCode(err, GRPC.ALREADY_EXISTS)) throw err;
        const kept = await this.get(uid, mode);
        if (kept) return kept;
        await collection.doc(uid).set({ customerId, mode, createdAt: toTimestamp(now) });
        return customerId;
      }
    },
  };
}

export type PaymentCustomersRepository = ReturnType<typeof createPaymentCustomersRepository>;
