// The admin user page's Messages (issue 24), at 390 px and 1280 px, against the stack's MailDev: a message
// queued for a customer (as an event's transaction queues it) is delivered by the stack's sender, listed
// as Delivered with its subject, address and tries, and Resend says 'Message sent again.' and puts a second
// copy in the inbox. The page keeps the screen's width and has no serious axe violations.
import { ADMIN_MESSAGE_TEXTS, mailId } from '@protect/domain';
import { adminServices, createRepositories, mailDevInbox } from '../../functions/src/public';
import { registeredCustomer, uniqueEmail } from '../support/accounts';
import { DESKTOP, seriousA11yViolations } from '../support/browser';
import { appStarted } from '../support/pages';
import { shot } from '../support/screenshots';
import { expect, test } from '../support/test';

test.describe.configure({ timeout: 120_000 });

const inbox = mailDevInbox(process.env.MAILDEV_URL ?? '');

/** Queues a registration receipt for `uid`, to an address of its own, in a transaction as events do. */
async function queueReceipt(uid: string) {
  const { firestore } = adminServices(process.env.GCLOUD_PROJECT);
  const mail = createRepositories(firestore).mail;
  const id = mailId('registration-receipt', `E2E-${Date.now().toString(36)}`);
  const to = uniqueEmail('receipt');
  await firestore.runTransaction(async (tx) =>
    mail.queue(
      tx,
      {
        id,
        kind: 'registration-receipt',
        uid,
        to,
        message: {
          subject: 'Your receipt and policy certificate',
          html: '<p>Thank you.</p>',
          text: 'Thank you.',
        },
      },
      new Date(),
    ),
  );
  return { id, to };
}

for (const viewport of [{ width: 390, height: 844 }, DESKTOP]) {
  test(`when a customer's receipt was delivered, then the admin sees it and resends it (${viewport.width} px)`, async ({
    openAdminPage,
  }) => {
    const customer = await registeredCustomer(`messages-${viewport.width}`, {
      firstName: 'Mia',
      lastName: 'Mailer',
    });
    const { id, to } = await queueReceipt(customer.uid);
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
