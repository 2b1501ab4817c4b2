// The PDFs as a person's reader shows them: every fact of the domain's content is in the text, on pages of
// the PDF kind, for the certificate of a family subscription and for a refund's credit note.
import {
  type CertificateInput,
  type PlanVersion,
  certificateContent,
  receiptContent,
} from '@protect/domain';
import { renderCertificatePdf, renderReceiptPdf } from '../../src/documents/render';
import { pdfText } from '../support/pdf-text';

const start = new Date('2026-11-26T15:00:00Z');
const family: PlanVersion = {
  plan: { id: 3, name: 'Family Plan', planType: 'family', priceCents: 2999, claimLimit: 3 },
  addOns: [{ id: 'extended-warranty', name: 'Extended Warranty', monthlyPriceCents: 299 }],
  addOnFlags: { accessoriesCoverage: false, extendedWarranty: true, dataRecovery: false },
  monthlyTotalCents: 3298,
  deductibles: {
    screen: { kind: 'amount', cents: 2999 },
    backGlass: { kind: 'amount', cents: 3999 },
    theft: { kind: 'amount', cents: 9900 },
  },
  claimLimit: 3,
  coverageLimitCents: 150_000,
  effectiveFrom: new Date('2026-11-26T00:00:00Z'),
  recordedAt: start,
};

const subscription: CertificateInput = {
  id: 'famSub1',
  userName: 'Quinn Quote',
  userEmail: 'quinn@example.com',
  status: 'active',
  coveredDevices: [
    { brand: 'Apple', model: 'iPhone 15', deviceType: 'phone', imei: '356938035643809' },
    { brand: 'Samsung', model: 'Galaxy Tab S9', deviceType: 'tablet', imei: '490154203237518' },
  ],
  versions: [family],
  billingAnchor: start,
  paidPeriods: 1,
  cancelAtPeriodEnd: false,
  endedAt: null,
};

describe('the PDFs', () => {
  test('when a family certificate is rendered, then its text holds every device, the plan, limits and deductibles', async () => {
    const content = certificateContent(subscription, new Date('2026-11-27T12:00:00Z'));
    const bytes = await renderCertificatePdf(content);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const fact of [
      'Policy certificate',
      'POL-famSub1',
      'Quinn Quote',
      '356938035643809',
      '490154203237518',
      'Samsung Galaxy Tab S9',
      'Family Plan',
      'Extended Warranty',
      '$1,500.00 per claim',
      '3 claims per policy year',
      '$99.00',
      'November 26, 2026 to December 26, 2026',
      '30-day money-back guarantee',
      'DeviceProtect',
    ])
      expect(text).toContain(fact);
  });

  test('when a refund is rendered, then it reads as a credit note for the amount returned', async () => {
    const content = receiptContent(
      {
        id: 'refund1',
        userName: 'Quinn Quote',
        userEmail: 'quinn@example.com',
        subscriptionId: 'famSub1',
        amountCents: -3298,
        type: 'refund',
        status: 'succeeded',
        description: 'Refund of the first payment (30-day money-back guarantee)',
        chargeId: 're_1',
        createdAt: new Date('2026-11-28T09:00:00Z'),
        card: { brand: 'visa', last4: '4242' },
      },
      new Date('2026-11-28T10:00:00Z'),
    );
    const text = await pdfText(await renderReceiptPdf(content));
    expect(text).toContain('Credit note');
    expect(text).toContain('CN-refund1');
    expect(text).toContain('Amount refunded');
    expect(text).toContain('$32.98');
    expect(text).toContain('Visa ending in 4242');
    expect(text).not.toContain('Receipt');
  });
});
