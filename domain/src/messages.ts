// The e-mails the product sends (issue 24): one message per event that matters to a customer, queued in the
// same transaction as the event (functions/src/repositories/mail.ts) and delivered once by the sender.
// Every kind is named here, so the api, the templates, the admin's message list and the tests share one list.

/** Each event that sends a message. */
export const MESSAGE_KINDS = [
  'registration-receipt',
  'renewal-receipt',
  'renewal-failed',
  'renewal-final-notice',
  'plan-change',
  'cancellation',
  'deductible-due',
  'claim-received',
  'claim-approved',
  'claim-rejected',
  'claim-completed',
  'appeal-received',
  'appeal-decided',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * Where a message is in its delivery, as Firebase's "Trigger Email from Firestore" extension writes it:
 * waiting, being sent under a lease, delivered, or given up with the last error.
 */
export type MailDeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR';

/**
 * A message's document id, derived from its event (`claim-received`, `CLM-2026-AB12CD`): the same event,
 * such as a request retried with its Idempotency-Key, always names the same document, so it is queued once.
 */
export function mailId(kind: MessageKind, eventKey: string): string {
  return `${kind}_${eventKey}`.replace(/[^A-Za-z0-9_-]/g, '-');
}
