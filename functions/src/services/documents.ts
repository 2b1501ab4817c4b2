// The customer's documents (issue 24): the policy certificate of a subscription and the receipt (or credit
// note) of a payment, for their owner or an admin. What they say is the domain's (documents.ts); the route
// lays it out as a PDF.
import {
  type CertificateContent,
  RECEIPT_MESSAGES,
  type ReceiptContent,
  SUBSCRIPTION_MESSAGES,
  certificateContent,
  hasReceipt,
  receiptContent,
} from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import type { PaymentsRepository } from '../repositories/payments';
import type { SubscriptionsRepository } from '../repositories/subscriptions';

export interface DocumentsDeps {
  subscriptions: SubscriptionsRepository;
  payments: PaymentsRepository;
  clock: Clock;
}

const PAYMENT_NOT_FOUND = 'Payment not found';

/** Whether the caller may read a record of `userId`'s: its owner, or an admin. */
const mayRead = (caller: Caller, userId: string) =>
  userId === caller.uid || caller.role === 'admin';

export function createDocumentsService(deps: DocumentsDeps) {
  return {
    /** The certificate of a subscription as of now: 404 when there is none, 403 for anyone but its owner. */
    async certificate(caller: Caller, subscriptionId: string): Promise<CertificateContent> {
      const subscription = await deps.subscriptions.get(subscriptionId);
      if (!subscription) throw AppError.notFound(SUBSCRIPTION_MESSAGES.notFound);
      if (!mayRead(caller, subscription.userId)) throw AppError.forbidden();
      return certificateContent(subscription, deps.clock.now());
    },

    /**
     * The receipt of a paid payment (a credit note for a refund): 404 when there is none or it was never
     * paid, 403 for anyone but its owner. Payment records do not keep the card, so the receipt names the
     * subscription's card on file.
     */
    async receipt(caller: Caller, paymentId: string): Promise<ReceiptContent> {
      const payment = await deps.payments.get(paymentId);
      if (!payment) throw AppError.notFound(PAYMENT_NOT_FOUND);
      if (!mayRead(caller, payment.userId)) throw AppError.forbidden();
      if (!hasReceipt(payment)) throw AppError.notFound(RECEIPT_MESSAGES.notPaid);
      const subscription = await deps.subscriptions.get(payment.subscriptionId);
      return receiptContent(
        { ...payment, card: subscription?.gateway.card ?? null },
        deps.clock.now(),
      );
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
