// The admin's view of a customer's messages (issue 24): GET /api/admin/users/{uid}/messages and
// POST /api/admin/messages/{id}/resend.
import type { MailDeliveryState, MessageKind } from './messages';
import type { IsoDateString } from './wire';

/** One message of the outbox, without its body: what was sent, to whom, and how its delivery went. */
export interface AdminMessageWire {
  id: string;
  kind: MessageKind;
  subject: string;
  to: string;
  created_at: IsoDateString;
  delivery_state: MailDeliveryState;
  /** Tries begun so far. */
  attempts: number;
  /** The last failed try's error (kept once given up); null after a delivery. */
  last_error: string | null;
  /** When a waiting message is next tried; null once delivered or given up. */
  next_attempt_at: IsoDateString | null;
}

/** GET /api/admin/users/{uid}/messages: the newest 100, newest first. */
export interface AdminMessagesAnswer {
  success: true;
  messages: AdminMessageWire[];
}

/** POST /api/admin/messages/{id}/resend: the message as it stands after the try. */
export interface AdminMessageResentAnswer {
  success: true;
  message: string;
  mail: AdminMessageWire;
}

export const ADMIN_MESSAGE_TEXTS = {
  resent: 'Message sent again.',
  /** Put back in the queue, but this try did not reach the mail server: the sweep tries again. */
  requeued: 'Message queued again; it will be sent when the mail server answers.',
  notFound: 'Message not found',
  beingSent: 'This message is being sent right now. Try again in a few minutes.',
  resendFailed: 'Failed to resend the message.',
} as const;

/**
 * A message's delivery as the admin reads it: waiting, being sent, delivered, failed and tried again
 * later, or failed for good (given up: the admin may resend it).
 */
export function mailDeliveryLabel(
  message: Pick<AdminMessageWire, 'delivery_state' | 'next_attempt_at'>,
): string {
  switch (message.delivery_state) {
    case 'PENDING':
      return 'Queued';
    case 'PROCESSING':
      return 'Sending';
    case 'SUCCESS':
      return 'Delivered';
    case 'ERROR':
      return message.next_attempt_at ? 'Retrying' : 'Failed';
  }
}

/** A message kind as words: 'claim-received' is 'Claim received'. */
export function messageKindLabel(kind: MessageKind): string {
  const words = kind.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
