// The sandbox gateway's own state, kept in Firestore so that it survives restarts as Stripe's would:
// customers with their attached test cards, and charges. A charge's id is made from its idempotency key
// and created (not set), so the same key can only ever make one charge.
import { createHash } from 'node:crypto';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { collections } from './collections';
import { GRPC, fromTimestamp, hasGrpcCode, toTimestamp } from './converter';

export interface SandboxCharge {
  id: string;
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  status: 'succeeded' | 'requires_action' | 'declined';
  clientSecret: string | null;
  code: string | null;
  declineCode: string | null;
  refundedCents: number;
  /** Refunds made of it, by refund id (made from the refund's idempotency key). */
  refundIds: string[];
  metadata: Record<string, string>;
  createdAt: Date;
}

type SandboxChargeDoc = Omit<SandboxCharge, 'id' | 'createdAt'> & { createdAt: Timestamp };

export interface SandboxCustomer {
  id: string;
  uid: string;
  email: string;
  paymentMethods: string[];
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

export function createSandboxGatewayState(db: Firestore) {
  const charges = db.collection(collections.sandboxCharges);
  const customers = db.collection(collections.sandboxCustomers);
  const toCharge = (id: string, doc: SandboxChargeDoc): SandboxCharge => ({
    ...doc,
    id,
    createdAt: fromTimestamp(doc.createdAt),
  });
  return {
    chargeIdFor(idempotencyKey: string): string {
      return `pi_sandbox_${hashOf(idempotencyKey)}`;
    },
    refundIdFor(idempotencyKey: string): string {
      return `re_sandbox_${hashOf(idempotencyKey)}`;
    },
    /** Records a refund of a charge once per refund id; false when the charge does not exist. */
    async refund(chargeId: string, refundId: string, amountCents: number): Promise<boolean> {
      return db.runTransaction(async (tx) => {
        const doc = await tx.get(charges.doc(chargeId));
        if (!doc.exists) return false;
        const charge = toCharge(doc.id, doc.data() as SandboxChargeDoc);
        if (charge.refundIds.includes(refundId)) return true;
        tx.update(charges.doc(chargeId), {
          refundIds: [...charge.refundIds, refundId],
          refundedCents: charge.refundedCents + amountCents,
        });
        return true;
      });
    },
    async getCharge(id: string): Promise<SandboxCharge | null> {
      const doc = await charges.doc(id).get();
      return doc.exists ? toCharge(doc.id, doc.data() as SandboxChargeDoc) : null;
    },
    async findChargeBySecret(clientSecret: string): Promise<SandboxCharge | null> {
      const snapshot = await charges.where('clientSecret', '==', clientSecret).limit(1).get();
      const doc = snapshot.docs[0];
      return doc ? toCharge(doc.id, doc.data() as SandboxChargeDoc) : null;
    },
    /** Creates the charge unless its id exists; answers the stored one either way. */
    async createCharge(charge: SandboxCharge): Promise<SandboxCharge> {
      const { id, createdAt, ...rest } = charge;
      try {
        await charges.doc(id).create({ ...rest, createdAt: toTimestamp(createdAt) });
        return charge;
      } catch (err) {
        if (!hasGrpcCode(err, GRPC.ALREADY_EXISTS)) throw err;
        return (await this.getCharge(id))!;
      }
    },
    async updateCharge(
      id: string,
      changes: Partial<
        Pick<SandboxCharge, 'status' | 'code' | 'declineCode' | 'refundedCents' | 'refundIds'>
      >,
    ): Promise<void> {
      await charges.doc(id).update(changes);
    },
    async succeededChargesSince(since: Date): Promise<SandboxCharge[]> {
      const snapshot = await charges.where('createdAt', '>=', toTimestamp(since)).get();
      return snapshot.docs
        .map((doc) => toCharge(doc.id, doc.data() as SandboxChargeDoc))
        .filter((charge) => charge.status === 'succeeded');
    },
    async getCustomer(id: string): Promise<SandboxCustomer | null> {
      const doc = await customers.doc(id).get();
      return doc.exists ? ({ id: doc.id, ...doc.data() } as SandboxCustomer) : null;
    },
    async putCustomer(customer: SandboxCustomer): Promise<void> {
      const { id, ...rest } = customer;
      await customers.doc(id).set(rest);
    },
  };
}

export type SandboxGatewayState = ReturnType<typeof createSandboxGatewayState>;
