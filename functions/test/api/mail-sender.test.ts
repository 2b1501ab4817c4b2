// The outbox's sender against the emulators and the stack's MailDev (issue 24): SMTP down then up, a sender
// killed mid-send, two sweeps at once, and a message queued by a process that died after its commit. Each
// test runs on a Firestore database of its own (the stack's own sweep, emulators/mail-sweep.ts, works on
// the default one), with its own clock, and reads MailDev by each message's own address.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { Firestore } from 'firebase-admin/firestore';
import { MAIL_LEASE_MS, mailId } from '@protect/domain';
import { type MailTransport, createSmtpTransport } from '../../src/adapters/mail-transport';
import { adminServices } from '../../src/firebase';
import { mailDevInbox } from '../../src/public';
import { type MailRepository, createMailRepository } from '../../src/repositories/mail';
import { createMailSender } from '../../src/services/mail-sender';
import { emulator, uniqueEmail } from '../support/emulator';

const SMTP_URL = process.env.SMTP_URL ?? '';
const inbox = mailDevInbox(process.env.MAILDEV_URL ?? '');
const FROM = 'Device Protection <no-reply@protect.test>';
const MINUTE = 60_000;

function ownDatabase(): Firestore {
  return adminServices(emulator.projectId, `mail-${randomUUID().slice(0, 8)}`).firestore;
}

/** A clock the test moves. */
function testClock(start = new Date()) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    set(date: Date) {
      now = date;
    },
  };
}

/** An SMTP address where nothing listens: the mail server is down. */
async function deadSmtpUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

/** Queues a message as an event's transaction does (repositories/mail.ts), to its own address. */
async function queueMessage(db: Firestore, mail: MailRepository, now: Date) {
  const id = mailId('claim-received', `TEST-${randomUUID().slice(0, 8)}`);
  const to = uniqueEmail('mail');
  await db.runTransaction(async (tx) =>
    mail.queue(
      tx,
      {
        id,
        kind: 'claim-received',
        uid: `uid-${id}`,
        to,
        message: { subject: `Claim received ${id}`, html: `<p>${id}</p>`, text: id },
      },
      now,
    ),
  );
  return { id, to };
}

async function deliveryOf(mail: MailRepository, id: string) {
  return (await mail.findSummary(id))?.delivery;
}

describe('the mail sender', () => {
  it('when SMTP is down for hours, then up, then every message is delivered once, with its tries counted', async () => {
    const db = ownDatabase();
    const mail = createMailRepository(db);
    const clock = testClock();
    const queued = await Promise.all([1, 2, 3].map(() => queueMessage(db, mail, clock.now())));
    const [watched] = queued as [(typeof queued)[number]];
    const down = createMailSender({
      mail,
      transport: createSmtpTransport(await deadSmtpUrl()),
      from: FROM,
      clock,
    });

    // Five sweeps while the server is down, each when the backoff makes the messages due again.
    for (let sweep = 1; sweep <= 5; sweep++) {
      expect(await down.sweep()).toMatchObject({ failed: 3, delivered: 0 });
      const delivery = await deliveryOf(mail, watched.id);
      expect(delivery).toMatchObject({ state: 'ERROR', attempts: sweep });
      expect(delivery?.error).toMatch(/ECONNREFUSED/);
      // Not due before the backoff.
      expect(await down.sweep()).toMatchObject({ failed: 0 });
      clock.set(delivery?.nextAttemptTime as Date);
    }

    const up = createMailSender({
      mail,
      transport: createSmtpTransport(SMTP_URL),
      from: FROM,
      clock,
    });
    expect(await up.sweep()).toMatchObject({ delivered: 3, failed: 0 });
    clock.advance(60 * MINUTE);
    expect(await up.sweep()).toMatchObject({ delivered: 0 });

    for (const { id, to } of queued) {
      const received = await inbox.waitForMessagesTo(to, 1);
      expect(received).toEqual([
        expect.objectContaining({
          subject: `Claim received ${id}`,
          headers: expect.objectContaining({ 'message-id': expect.stringContaining(id) }),
        }),
      ]);
      expect(await deliveryOf(mail, id)).toMatchObject({
        state: 'SUCCESS',
        attempts: 6,
        error: null,
      });
    }
  });

  it('when a sender is killed mid-send, then its lease runs out, another sender delivers once, and the first one late writes nothing', async () => {
    const db = ownDatabase();
    const mail = createMailRepository(db);
    const clock = testClock();
    const { id, to } = await queueMessage(db, mail, clock.now());

    // The first sender connects but never finishes: the process is gone before the server accepted it.
    let finishLate: (() => void) | undefined;
    const hanging: MailTransport = {
      send: () => new Promise<void>((resolve) => (finishLate = resolve)),
    };
    const dying = createMailSender({ mail, transport: hanging, from: FROM, clock });
    const late = dying.deliver(id);
    while (!finishLate) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await deliveryOf(mail, id)).toMatchObject({ state: 'PROCESSING', attempts: 1 });

    const other = createMailSender({
      mail,
      transport: createSmtpTransport(SMTP_URL),
      from: FROM,
      clock,
    });
    clock.advance(MAIL_LEASE_MS - 1);
    expect(await other.sweep()).toMatchObject({ delivered: 0 });
    expect(await other.deliver(id)).toBe('left');

    clock.advance(1);
    expect(await other.sweep()).toMatchObject({ delivered: 1 });
    expect(await deliveryOf(mail, id)).toMatchObject({ state: 'SUCCESS', attempts: 2 });

    // The first sender's send returns after all: it no longer holds the lease and records nothing.
    finishLate?.();
    expect(await late).toBe('lease-lost');
    expect(await deliveryOf(mail, id)).toMatchObject({ state: 'SUCCESS', attempts: 2 });
    expect(await inbox.waitForMessagesTo(to, 1)).toHaveLength(1);
  });

  it('when two sweeps run at once, then each message is delivered once', async () => {
    const db = ownDatabase();
    const mail = createMailRepository(db);
    const clock = testClock();
    const queued = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => queueMessage(db, mail, clock.now())),
    );
    const sweeper = () =>
      createMailSender({ mail, transport: createSmtpTransport(SMTP_URL), from: FROM, clock });

    const [first, second] = await Promise.all([sweeper().sweep(), sweeper().sweep()]);
    expect(first.delivered + second.delivered).toBe(6);
    // The trigger arriving late for a delivered message leaves it.
    const [delivered] = queued as [(typeof queued)[number]];
    expect(await sweeper().deliver(delivered.id)).toBe('left');

    // Give MailDev a moment for any second copy to land before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const { to } of queued) expect(await inbox.waitForMessagesTo(to, 1)).toHaveLength(1);
  });

  it('when the api died right after the event committed (no trigger ran), then the next sweep delivers the message', async () => {
    const db = ownDatabase();
    const mail = createMailRepository(db);
    const clock = testClock();
    const { id, to } = await queueMessage(db, mail, clock.now());
    const sender = createMailSender({
      mail,
      transport: createSmtpTransport(SMTP_URL),
      from: FROM,
      clock,
    });
    expect(await sender.sweep()).toMatchObject({ delivered: 1 });
    expect(await deliveryOf(mail, id)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    expect(await inbox.waitForMessagesTo(to, 1)).toHaveLength(1);
  });

  it('when this api does not deliver mail (the extension does), then the sender leaves every message queued', async () => {
    const db = ownDatabase();
    const mail = createMailRepository(db);
    const clock = testClock();
    const { id } = await queueMessage(db, mail, clock.now());
    const off = createMailSender({ mail, transport: null, from: FROM, clock });
    expect(await off.deliver(id)).toBe('off');
    expect(await off.sweep()).toMatchObject({ delivered: 0 });
    expect(await deliveryOf(mail, id)).toMatchObject({ state: 'PENDING', attempts: 0 });
  });
});
