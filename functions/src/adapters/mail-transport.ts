// MailTransport port: how the outbox's sender hands a message to a mail server. SMTP with nodemailer, to the
// server SMTP_URL names (a provider in production, MailDev on the local stack: config.ts allows no other
// there). A send either resolves (the server accepted the message) or rejects, always within
// MAIL_SEND_TIMEOUT_MS, so the sender's lease (domain/src/mail-delivery.ts) outlasts every send.
import { MAIL_SEND_TIMEOUT_MS } from '@protect/domain';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { MailAttachment } from '../repositories/mail';

export interface MailToSend {
  /** The outbox id: it becomes the Message-ID, so a copy sent again is recognisable as the same message. */
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  send(mail: MailToSend): Promise<void>;
}

/** The domain of a From header ('Name <a@b.c>' or 'a@b.c'), for the Message-ID. */
function domainOf(from: string): string {
  return /@([^\s<>@]+?)>?$/.exec(from.trim())?.[1] ?? 'localhost';
}

export function createSmtpTransport(url: string): MailTransport {
  // Each step bounded, so that nodemailer itself fails a stuck send before the overall deadline below.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`The SMTP server did not answer in ${MAIL_SEND_TIMEOUT_MS} ms`)),
          MAIL_SEND_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([
          transporter.sendMail({
            messageId: `<${mail.id}@${domainOf(mail.from)}>`,
            from: mail.from,
            to: mail.to,
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            attachments: mail.attachments,
          }),
          deadline,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The transport the configuration asks for; null when this api does not deliver mail (README, Messages). */
export function createMailTransport(config: Config): MailTransport | null {
  return config.mail.delivery.kind === 'smtp'
    ? createSmtpTransport(config.mail.delivery.url)
    : null;
}
