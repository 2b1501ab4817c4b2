// GET /api/admin/users/{uid}/messages and POST /api/admin/messages/{id}/resend (issue 24): admin only, the
// customer's messages newest first with their delivery, and a resend that is audited and delivered to the
// stack's MailDev at once. Each test runs on a Firestore database of its own.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Express } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import {
  ADMIN_MESSAGE_TEXTS,
  type AdminMessageResentAnswer,
  type AdminMessagesAnswer,
  type MailDelivery,
  type MessageKind,
  mailId,
} from '@protect/domain';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { adminServices } from '../../src/firebase';
import { mailDevInbox } from '../../src/public';
import { collections } from '../../src/repositories/collections';
import { createMailRepository } from '../../src/repositories/mail';
import { sandboxGateway } from '../support/payments';
import {
  type TestUser,
  auth,
  bearer,
  createUser,
  emulator,
  uniqueEmail,
} from '../support/emulator';

const inbox = mailDevInbox(process.env.MAILDEV_URL ?? '');

function ownDatabase(): Firestore {
  return adminServices(emulator.projectId, `msgs-${randomUUID().slice(0, 8)}`).firestore;
}

function appOn(db: Firestore): Express {
  return createApp({
    firestore: db,
    auth,
    config: loadConfig(),
    gateway: { kind: 'sandbox', gateway: sandboxGateway() },
  });
}

/** Queues a message for `uid` as an event's transaction does, then sets its delivery as a test needs. */
async function storeMessage(
  db: Firestore,
  uid: string,
  kind: MessageKind,
  createdAt: Date,
  delivery?: Partial<MailDelivery>,
) {
  const mail = createMailRepository(db);
  const id = mailId(kind, `TEST-${randomUUID().slice(0, 8)}`);
  const to = uniqueEmail('msgs');
  await db.runTransaction(async (tx) =>
    mail.queue(
      tx,
      { id, kind, uid, to, message: { subject: `Subject ${id}`, html: '<p>Hi</p>', text: 'Hi' } },
      createdAt,
    ),
  );
  if (delivery)
    await mail.updateDelivery(id, (stored) => ({
      delivery: { ...stored.delivery, ...delivery },
      result: null,
    }));
  return { id, to };
}

describe('the admin message list and resend', () => {
  let admin: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    [admin, customer] = await Promise.all([createUser({ role: 'admin' }), createUser()]);
  });

  it('when a customer or nobody asks, then 403 and 401, for the list and the resend', async () => {
    const app = appOn(ownDatabase());
    const list = `/api/admin/users/${customer.uid}/messages`;
    const resend = '/api/admin/messages/anything/resend';
    expect(
      (
        await request(app)
          .get(list)
          .set(...bearer(customer))
      ).status,
    ).toBe(403);
    expect(
      (
        await request(app)
          .post(resend)
          .set(...bearer(customer))
      ).status,
    ).toBe(403);
    expect((await request(app).get(list)).status).toBe(401);
    expect((await request(app).post(resend)).status).toBe(401);
  });

  it("when an admin opens a customer's messages, then they are listed newest first with their delivery, and nobody else's", async () => {
    const db = ownDatabase();
    const older = await storeMessage(
      db,
      customer.uid,
      'registration-receipt',
      new Date('2026-01-02T10:00:00Z'),
      {
        state: 'ERROR',
        attempts: 16,
        nextAttemptTime: null,
        error: 'Mailbox unavailable',
      },
    );
    const newer = await storeMessage(
      db,
      customer.uid,
      'claim-received',
      new Date('2026-02-03T10:00:00Z'),
    );
    await storeMessage(db, 'someone-else', 'claim-received', new Date('2026-02-04T10:00:00Z'));

    const res = await request(appOn(db))
      .get(`/api/admin/users/${customer.uid}/messages`)
      .set(...bearer(admin));
    expect(res.status).toBe(200);
    const body = res.body as AdminMessagesAnswer;
    expect(body.messages.map((m) => m.id)).toEqual([newer.id, older.id]);
    expect(body.messages[1]).toEqual({
      id: older.id,
      kind: 'registration-receipt',
      subject: `Subject ${older.id}`,
      to: older.to,
      created_at: '2026-01-02T10:00:00.000Z',
      delivery_state: 'ERROR',
      attempts: 16,
      last_error: 'Mailbox unavailable',
      next_attempt_at: null,
    });
    expect(body.messages[0]).toMatchObject({
      delivery_state: 'PENDING',
      attempts: 0,
      next_attempt_at: '2026-02-03T10:00:00.000Z',
    });
  });

  it('when an admin resends a given-up message, then it is delivered to the inbox at once and the resend is audited', async () => {
    const db = ownDatabase();
    const { id, to } = await storeMessage(db, customer.uid, 'claim-approved', new Date(), {
      state: 'ERROR',
      attempts: 16,
      nextAttemptTime: null,
      error: 'Connection refused',
    });

    const res = await request(appOn(db))
      .post(`/api/admin/messages/${id}/resend`)
      .set(...bearer(admin));
    expect(res.status).toBe(200);
    const body = res.body as AdminMessageResentAnswer;
    expect(body.message).toBe(ADMIN_MESSAGE_TEXTS.resent);
    expect(body.mail).toMatchObject({
      id,
      delivery_state: 'SUCCESS',
      attempts: 1,
      last_error: null,
    });
    expect(await inbox.waitForMessagesTo(to, 1)).toHaveLength(1);

    const audit = await db.collection(collections.auditLog).where('target.id', '==', id).get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        action: 'mail.resend',
        who: { uid: admin.uid, email: admin.email },
        before: { delivery: expect.objectContaining({ state: 'ERROR', attempts: 16 }) },
        after: { delivery: expect.objectContaining({ state: 'PENDING', attempts: 0 }) },
      }),
    ]);
  });

  it('when an admin resends a message a sender holds right now, then 409, and nothing is sent', async () => {
    const db = ownDatabase();
    const { id } = await storeMessage(db, customer.uid, 'claim-received', new Date(), {
      state: 'PROCESSING',
      attempts: 1,
      leaseExpireTime: new Date(Date.now() + 60_000),
    });
    const res = await request(appOn(db))
      .post(`/api/admin/messages/${id}/resend`)
      .set(...bearer(admin));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, message: ADMIN_MESSAGE_TEXTS.beingSent });
    const audit = await db.collection(collections.auditLog).where('target.id', '==', id).get();
    expect(audit.size).toBe(0);
  });

  it('when an admin resends an unknown message, then 404 with the message', async () => {
    const res = await request(appOn(ownDatabase()))
      .post('/api/admin/messages/claim-received_NOPE/resend')
      .set(...bearer(admin));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: ADMIN_MESSAGE_TEXTS.notFound });
  });
});
