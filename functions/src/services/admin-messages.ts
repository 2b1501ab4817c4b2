// The admin's view of a customer's messages (issue 24): the list on the user page, and a resend that puts a
// message back to be delivered (audited) and delivers it at once.
import { ADMIN_MESSAGE_TEXTS, isMailBeingSent, queuedDelivery } from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { logs } from '../logs';
import type { AuditLogRepository } from '../repositories/audit-log';
import type { MailRepository, MailSummary } from '../repositories/mail';
import type { DeliveryOutcome, MailSender } from './mail-sender';

export function createAdminMessagesService(deps: {
  mail: MailRepository;
  auditLog: AuditLogRepository;
  sender: MailSender;
  clock: Clock;
}) {
  const { mail, auditLog, sender, clock } = deps;

  return {
    /** The customer's newest messages, newest first. */
    list(uid: string): Promise<MailSummary[]> {
      return mail.listForUser(uid);
    },

    /**
     * Due again at once with a fresh count of tries (a delivered message is sent again: the admin asked for
     * a copy), then one try now. Refused while a sender holds the message, so it is not sent twice at once.
     */
    async resend(
      caller: Caller,
      id: string,
    ): Promise<{ outcome: DeliveryOutcome; mail: MailSummary }> {
      const now = clock.now();
      const requeued = await mail.updateDelivery(
        id,
        (stored) =>
          isMailBeingSent(stored.delivery, now)
            ? { delivery: null, result: 'busy' as const }
            : { delivery: queuedDelivery(now), result: 'queued' as const },
        {
          log: auditLog,
          who: { uid: caller.uid, email: caller.email },
          action: 'mail.resend',
          at: now,
        },
      );
      if (requeued === null) throw AppError.notFound(ADMIN_MESSAGE_TEXTS.notFound);
      if (requeued === 'busy') throw AppError.conflict(ADMIN_MESSAGE_TEXTS.beingSent);
      logs.mailResent(id, caller.uid);
      const outcome = await sender.deliver(id);
      const after = await mail.findSummary(id);
      if (!after) throw AppError.notFound(ADMIN_MESSAGE_TEXTS.notFound);
      return { outcome, mail: after };
    },
  };
}

export type AdminMessagesService = ReturnType<typeof createAdminMessagesService>;
