// Each e-mail template rendered to HTML and plain text (React Email's render, as the api queues them): the
// subject is the content's, the facts and the button's address are in both, and the site's look is there.
import {
  type MessageContent,
  appealDecidedMessage,
  appealReceivedMessage,
  cancellationMessage,
  claimApprovedMessage,
  claimCompletedMessage,
  claimReceivedMessage,
  claimRejectedMessage,
  deductibleDueMessage,
  planChangeMessage,
  registrationReceiptMessage,
  renewalFailedMessage,
  renewalFinalNoticeMessage,
  renewalReceiptMessage,
} from '@protect/domain';
import { renderMessage } from '../../src/messages/render';

const to = { name: 'Jane <Doe>', email: 'jane@example.test' };
const device = { brand: 'Apple', model: 'iPhone 15' };
const subscription = { to, subscriptionId: 'sub1', planName: 'Premium Plan', device };
const claim = { claimNumber: 'CLM-2026-ABC123', device, claimType: 'screen_damage' };
const siteUrl = 'https://protect.example';
const day = (iso: string) => new Date(`${iso}T10:00:00Z`);
const card = { brand: 'visa', last4: '4242' };

const messages: MessageContent[] = [
  registrationReceiptMessage({
    ...subscription,
    devices: [{ ...device, imei: '490154203237518' }],
    amountCents: 1999,
    monthlyTotalCents: 1999,
    paidAt: day('2026-03-01'),
    nextBillingDate: day('2026-04-01'),
    card,
    certificateAttached: true,
    siteUrl,
  }),
  renewalReceiptMessage({
    ...subscription,
    amountCents: 1999,
    paidAt: day('2026-04-01'),
    nextBillingDate: day('2026-05-01'),
    card,
  }),
  renewalFailedMessage({
    ...subscription,
    amountCents: 1999,
    dueDate: day('2026-04-01'),
    now: day('2026-04-04'),
    siteUrl,
  }),
  renewalFinalNoticeMessage({
    ...subscription,
    amountCents: 1999,
    dueDate: day('2026-04-01'),
    endedAt: day('2026-04-15'),
    siteUrl,
  }),
  planChangeMessage({
    to,
    subscriptionId: 'sub1',
    fromPlanName: 'Basic Plan',
    toPlanName: 'Premium Plan',
    dueTodayCents: 550,
    newMonthlyTotalCents: 1999,
    effectiveFrom: day('2026-04-11'),
    nextBillingDate: day('2026-05-01'),
  }),
  cancellationMessage({ ...subscription, refundCents: 1999, coverEndsOn: day('2026-03-05') }),
  deductibleDueMessage({ to, claim, amountCents: 4900, siteUrl }),
  claimReceivedMessage({
    to,
    claim,
    incidentDate: '2026-03-02',
    filedAt: day('2026-03-03'),
    siteUrl,
  }),
  claimApprovedMessage({
    to,
    claim,
    deductible: { amountCents: 4900, status: 'due', paymentId: null },
    note: null,
    siteUrl,
  }),
  claimRejectedMessage({ to, claim, reason: 'duplicate_claim', note: 'See CLM-1', siteUrl }),
  claimCompletedMessage({ to, claim, siteUrl }),
  appealReceivedMessage({ to, claim, receivedAt: day('2026-03-10'), siteUrl }),
  appealDecidedMessage({
    to,
    claim,
    approved: false,
    reason: 'insufficient_evidence',
    note: null,
    deductible: null,
    siteUrl,
  }),
];

describe.each(messages.map((content) => [content.kind, content] as const))(
  'the %s e-mail',
  (_kind, content) => {
    it('when rendered, then HTML and text carry the subject, every fact, the steps and the button', async () => {
      const rendered = await renderMessage(content);
      expect(rendered.subject).toBe(content.subject);
      expect(rendered.html).toContain('#0b4f9c');
      // The customer's name is text, never markup.
      expect(rendered.html).toContain('Hello Jane &lt;Doe&gt;,');
      expect(rendered.text).toContain('Hello Jane <Doe>,');
      for (const line of content.facts) {
        expect(rendered.text).toContain(line.value);
        expect(rendered.html).toContain(escapeHtml(line.value));
      }
      for (const words of [...content.paragraphs, ...content.nextSteps])
        expect(rendered.text).toContain(words);
      if (content.action) {
        expect(rendered.html).toContain(`href="${escapeHtml(content.action.url)}"`);
        expect(rendered.text).toContain(content.action.url);
      }
    });
  },
);

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
