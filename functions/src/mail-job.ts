// The outbox's sender as the deployed functions run it (index.ts: the trigger on each new message and the
// sweep each minute), and as the local stack's launcher runs it (emulators/mail-sweep.ts): Firestore
// triggers from the Functions emulator may not fire against Google's Cloud Firestore emulator, so locally
// the launcher sweeps every few seconds instead.
import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from './adapters/clock';
import { createMailTransport } from './adapters/mail-transport';
import type { Config } from './config';
import { createMailRepository } from './repositories/mail';
import { type MailSender, createMailSender } from './services/mail-sender';

export function createMailJob(deps: {
  firestore: Firestore;
  config: Config;
  clock: Clock;
}): MailSender {
  return createMailSender({
    mail: createMailRepository(deps.firestore),
    transport: createMailTransport(deps.config),
    from: deps.config.mail.from,
    clock: deps.clock,
  });
}
