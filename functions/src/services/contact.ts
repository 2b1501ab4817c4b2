// Contact form messages are stored for the support team.
import type { ContactForm } from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { logs } from '../logs';
import type {
  ContactMessageRecord,
  ContactMessagesRepository,
} from '../repositories/contact-messages';

export type ContactService = ReturnType<typeof createContactService>;

export function createContactService(deps: {
  contactMessages: ContactMessagesRepository;
  clock: Clock;
}) {
  return {
    async send(form: ContactForm): Promise<ContactMessageRecord> {
      const record = await deps.contactMessages.add({
        name: form.name,
        email: form.email.toLowerCase(),
        phone: form.phone ?? '',
        subject: form.subject,
        message: form.message,
        createdAt: deps.clock.now(),
      });
      logs.contactMessageReceived(record.id);
      return record;
    },
  };
}
