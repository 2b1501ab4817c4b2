// FAQ search and answers, and the contact form (spec 01 sections 2, 5 and 8) against the local stack.
import { PHONE } from '../support/browser';
import { expect, test } from '../support/test';
import { uniqueEmail } from '../support/accounts';
import { appStarted, toastText } from '../support/pages';

test.describe.configure({ timeout: 90_000 });

test.describe('FAQ', () => {
  test('when a visitor searches, then matching questions show, and a search with no match shows No questions found', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await page.goto('/faq');
    const items = page.getByTestId('faq-item');
    await items.first().waitFor();
    const all = await items.count();
    expect(all).toBeGreaterThan(10);

    await page.getByRole('searchbox', { name: 'Search questions' }).fill('police report');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="faq-item"]').length < n,
      all,
    );
    const found = await items.allTextContents();
    expect(found.length).toBeGreaterThan(0);
    expect(found.join(' ')).toMatch(/theft/i);

    await page
      .getByRole('searchbox', { name: 'Search questions' })
      .fill('quantum teleportation insurance');
    await page.getByText('No questions found').waitFor();
    expect(await items.count()).toBe(0);
  });

  test('when a visitor picks a category and opens answers, then only that category shows and one answer is open at a time', async ({
    openPage,
  }) => {
    const { page } = await openPage(PHONE);
    await page.goto('/faq');
    // A tap before the app has started does nothing (prerendered.e2e.ts); here the app is running.
    await appStarted(page);
    const billing = page.getByRole('tab', { name: 'Billing' });
    await billing.click();
    await page.waitForFunction(
      () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Billing',
    );
    const questions = page.getByTestId('faq-item').getByRole('button');
    await page.getByRole('button', { name: 'Can I cancel at any time?' }).waitFor();
    expect(await page.getByRole('button', { name: 'Which devices can I protect?' }).count()).toBe(
      0,
    );

    const first = questions.nth(0);
    const second = questions.nth(1);
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    // Clicking the open one closes it.
    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('false');
  });
});

test.describe('contact form', () => {
  test('when the form is sent empty or with a bad e-mail, then each field says what is missing', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await page.goto('/contact');
    // Before the app has started the form is disabled (prerendered.e2e.ts); this tests it once it runs.
    await appStarted(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Invalid email', { exact: true }).waitFor();
  });

  test('when a visitor sends a valid message, then the button reads Sending..., the success toast shows and the form is cleared', async ({
    openPage,
  }) => {
    const { page } = await openPage(PHONE);
    await page.goto('/contact');
    // Before the app has started the form is disabled (prerendered.e2e.ts); this tests it once it runs.
    await appStarted(page);
    await page.getByRole('textbox', { name: 'Name' }).fill('Casey Contact');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('contact'));
    await page.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'Coverage question' }).click();
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Does the Premium plan cover my tablet as well?');

    // Hold the api answer briefly so the in-flight state can be seen.
    await page.route('**/api/contact', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Sending...' }).waitFor();
    await toastText(page, "Message sent successfully! We'll get back to you soon.");
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');
  });

  test('when the api cannot take the message, then the failure toast shows and what was typed is kept', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"success":false,"message":"down"}',
      }),
    );
    await page.goto('/contact');
    // Before the app has started the form is disabled (prerendered.e2e.ts); this tests it once it runs.
    await appStarted(page);
    await page.getByRole('textbox', { name: 'Name' }).fill('Casey Contact');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('contact'));
    await page.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'General inquiry' }).click();
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toastText(page, 'Failed to send message. Please try again.');
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Casey Contact');
  });
});
