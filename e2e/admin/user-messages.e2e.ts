// The admin user page's Messages (issue 24), at 390 px and 1280 px, against the stack's MailDev: a message
// queued for a customer (as an event's transaction queues it) is delivered by the stack's sender, listed
// as Delivered with its subject, address and tries (a given-up one as Failed, with its error), and Resend says 'Message sent again.' and puts a second
// copy in the inbox. The page keeps the screen's width and has no serious axe violations.
import { ADMIN_MESSAGE_TEXTS, type MessageKind, mailId } from '@protect/domain';
import { adminServices, createRepositories, mailDevInbox } from '../../functions/src/public';
import { registeredCustomer, uniqueEmail } from '../support/accounts';
import { DESKTOP, seriousA11yViolations } from '../support/browser';
import { appStarted } from '../support/pages';
import { shot } from '../support/screenshots';
import { expect, test } from '../support/test';

test.describe.configure({ timeout: 120_000 });

const inbox = mailDevInbox(process.env.MAILDEV_URL ?? '');

const { firestore } = adminServices(process.env.GCLOUD_PROJECT);
const mail = createRepositories(firestore).mail;

/**
 * Queues a message for `uid`, to an address of its own, in a transaction as events do. Queued as of `at`:
 * a time to come keeps the stack's sender away from it until then.
 */
async function queueMessage(uid: string, kind: MessageKind, subject: string, at = new Date()) {
  const id = mailId(
    kind,
    `E2E-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  );
  const to = uniqueEmail('inbox');
  await firestore.runTransaction(async (tx) =>
    mail.queue(
      tx,
      { id, kind, uid, to, message: { subject, html: `<p>${subject}</p>`, text: subject } },
      at,
    ),
  );
  return { id, to };
}

/** A message given up after its last try failed, with the server's refusal. */
async function givenUpMessage(uid: string) {
  const { id } = await queueMessage(uid, 'claim-received', 'We received your claim', DAY_AFTER());
  await mail.updateDelivery(id, (stored) => ({
    delivery: {
      ...stored.delivery,
      state: 'ERROR',
      attempts: 16,
      nextAttemptTime: null,
      error: '550 5.1.1 Mailbox unavailable',
    },
    result: null,
  }));
  return id;
}

const DAY_AFTER = () => new Date(Date.now() + 24 * 60 * 60 * 1000);

for (const viewport of [{ width: 390, height: 844 }, DESKTOP]) {
  test(`when a customer's receipt was delivered, then the admin sees it and resends it (${viewport.width} px)`, async ({
    openAdminPage,
  }) => {
    const customer = await registeredCustomer(`messages-${viewport.width}`, {
      firstName: 'Mia',
      lastName: 'Mailer',
    });
    const failedId = await givenUpMessage(customer.uid);
    const { id, to } = await queueMessage(
      customer.uid,
      'registration-receipt',
      'Your receipt and policy certificate',
    );
    // The stack's sender (emulators/mail-sweep.ts) delivers within a few seconds.
    await inbox.waitForMessagesTo(to, 1);

    const { page } = await openAdminPage(viewport);
    await page.goto(`/admin/user/${customer.uid}`);
    await appStarted(page);
    const row = page.locator(`[data-testid="admin-user-message"][data-message-id="${id}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText('Registration receipt');
    await expect(row).toContainText('Your receipt and policy certificate');
    await expect(row).toContainText(to);
    await expect(row.getByTestId('admin-user-message-state')).toHaveText('Delivered');
    const failed = page.locator(
      `[data-testid="admin-user-message"][data-message-id="${failedId}"]`,
    );
    await expect(failed.getByTestId('admin-user-message-state')).toHaveText('Failed');
    await expect(failed.getByTestId('admin-user-message-error')).toHaveText(
      '550 5.1.1 Mailbox unavailable',
    );
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'admin-user-messages');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await row.getByRole('button', { name: /^Resend Registration receipt/ }).click();
    await expect(page.getByText(ADMIN_MESSAGE_TEXTS.resent)).toBeVisible();
    await shot(page, 'admin-user-messages-resent');
    expect(await inbox.waitForMessagesTo(to, 2)).toHaveLength(2);
    await expect(row.getByTestId('admin-user-message-state')).toHaveText('Delivered');
  });
}
