// The policy certificate from the subscription page (issue 24), on a phone and on a desktop: a customer with a
// device registered through the api taps 'Download certificate', and the PDF the browser saves reads (as a
// PDF reader shows it) with the device's IMEI, the plan and the certificate number.
import fs from 'node:fs/promises';
import { certificateNumber } from '@protect/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { createCustomer, idTokenFor } from '../support/accounts';
import { DESKTOP, type Viewport } from '../support/browser';
import { basicPlanAndPhone, registerDeviceThroughApi } from '../support/subscriptions';
import { expect, test } from '../support/test';

test.describe.configure({ timeout: 120_000 });

/** A current phone's width (the 390 px). */
const PHONE_390: Viewport = { width: 390, height: 844 };

async function pdfText(file: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await fs.readFile(file)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test.describe('documents', () => {
  for (const [size, viewport] of [
    ['390 px', PHONE_390],
    ['1280 px', DESKTOP],
  ] as const) {
    test(`when a customer downloads the certificate from the subscription page at ${size}, then the PDF names the device's IMEI and the plan`, async ({
      openPageAs,
    }) => {
      const who = await createCustomer('certificate');
      const { basic, phone } = await basicPlanAndPhone();
      const { subscription } = await registerDeviceThroughApi(
        await idTokenFor(who.email, who.password),
        { plan: basic, device: phone },
      );
      const { page } = await openPageAs(who, viewport);
      await page.goto(`/customer/subscription/${encodeURIComponent(subscription.id)}`);
      // Generous: the first call may start a cold api instance of the Functions emulator.
      const button = page.getByRole('button', { name: 'Download certificate' });
      await button.waitFor({ timeout: 60_000 });
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const number = certificateNumber(subscription.id);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^policy-certificate-${number}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
      );
      const text = await pdfText(await download.path());
      expect(text).toContain(subscription.device.imei);
      expect(text).toContain(basic.name);
      expect(text).toContain(number);
    });
  }
});
