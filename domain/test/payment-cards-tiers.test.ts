import {
  DECLINE_HINTS,
  TEST_CARDS,
  TEST_CARDS_TO_TRY,
  canceledAtPeriodEndMessage,
  canceledWithRefundMessage,
  declineMessage,
  moneyBackUntil,
  passesLuhn,
  priceCustomDevice,
  priceTierFor,
  testCardByNumber,
  testCardByPaymentMethod,
} from '../src';

describe("Stripe's test cards", () => {
  it('every published test number passes the card check digit and names a distinct PaymentMethod', () => {
    for (const card of TEST_CARDS) expect(passesLuhn(card.number)).toBe(true);
    expect(new Set(TEST_CARDS.map((c) => c.paymentMethodId)).size).toBe(TEST_CARDS.length);
  });

  it('a typed number with spaces or dashes finds its PaymentMethod; any other number finds none', () => {
    expect(testCardByNumber('4242 4242 4242 4242')?.paymentMethodId).toBe('pm_card_visa');
    expect(testCardByNumber('4000-0027-6000-3184')?.paymentMethodId).toBe(
      'pm_card_authenticationRequired',
    );
    expect(testCardByNumber('4111 1111 1111 1111')).toBeUndefined();
    expect(testCardByPaymentMethod('pm_card_chargeCustomerFail')?.outcome.kind).toBe(
      'chargeCustomerFail',
    );
  });

  it("the declining cards carry Stripe's codes, and the spec's hints exist for the ones it names", () => {
    const codes = TEST_CARDS.flatMap((c) =>
      c.outcome.kind === 'declined' ? [c.outcome.declineCode] : [],
    );
    expect(codes).toEqual(
      expect.arrayContaining([
        'generic_decline',
        'insufficient_funds',
        'incorrect_zip',
        'expired_card',
        'incorrect_cvc',
        'processing_error',
      ]),
    );
    for (const code of ['generic_decline', 'insufficient_funds', 'incorrect_zip'])
      expect(DECLINE_HINTS[code]).toBeDefined();
    expect(TEST_CARDS_TO_TRY.map((c) => c.number)).toContain('4242424242424242');
  });
});

describe('decline and cancellation messages', () => {
  it.each([
    ['card_declined', 'generic_decline', 'Your card was declined.'],
    ['card_declined', 'insufficient_funds', 'Your card was declined.'],
    ['expired_card', 'expired_card', 'Your card has expired.'],
    ['incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect."],
    [
      'processing_error',
      'processing_error',
      'An error occurred while processing your card. Please try again.',
    ],
    [
      'payment_intent_authentication_failure',
      'authentication_failed',
      'We could not confirm the payment with your bank. Please try again or use another card.',
    ],
    [
      'resource_missing',
      'invalid_payment_method',
      'This card could not be used. Please try a different payment method.',
    ],
  ])('%s / %s reads "%s"', (code, declineCode, message) => {
    expect(declineMessage(code, declineCode)).toBe(message);
  });

  it('say what was refunded, or until when coverage runs', () => {
    expect(canceledWithRefundMessage('$19.99')).toBe(
      'Your coverage has been cancelled and your first payment of $19.99 has been refunded.',
    );
    expect(canceledAtPeriodEndMessage('2026-12-23')).toBe(
      'Your coverage has been cancelled. It stays active until 2026-12-23 and you will not be charged again.',
    );
  });

  it('the money-back period is 30 days from the start', () => {
    expect(moneyBackUntil(new Date('2026-01-31T10:00:00Z'))).toEqual(
      new Date('2026-03-02T10:00:00Z'),
    );
  });
});

describe('pricing a device from its value', () => {
  it.each([
    [5_000, 799, 2999],
    [30_000, 799, 2999],
    [30_001, 999, 4900],
    [79_900, 1299, 7900],
    [120_000, 1499, 9900],
    [199_900, 1799, 14_900],
  ])(
    'a device worth %i cents pays %i a month on basic, with a %i screen deductible',
    (value, plan, screen) => {
      const tier = priceTierFor(value);
      expect([tier.planPriceCents, tier.deductibleScreenCents]).toEqual([plan, screen]);
    },
  );

  it('a custom model is priced as "custom" with its owner\'s brand, model and value', () => {
    expect(
      priceCustomDevice({ deviceBrand: ' Nokia ', deviceModel: 'XR21 ', deviceValueCents: 45_000 }),
    ).toEqual({
      id: 'custom',
      deviceBrand: 'Nokia',
      deviceModel: 'XR21',
      deviceValueCents: 45_000,
      planPriceCents: 999,
      deductibleScreenCents: 4900,
      deductibleBackGlassCents: 4900,
      deductibleTheftCents: 9900,
      isActive: true,
    });
  });
});
