// Stripe's published test cards (docs.stripe.com/testing), the one list both sides read: the web's
// sandbox card field turns a typed test number into its PaymentMethod id in the browser, and the api's
// sandbox gateway behaves as Stripe documents for that id. No other card number is accepted in sandbox.

/** What Stripe does with a test PaymentMethod. */
export type TestCardOutcome =
  /** Attaches and every charge succeeds. */
  | { kind: 'succeeds' }
  /** Cannot be charged: the first charge is declined with Stripe's error code and decline code. */
  | { kind: 'declined'; code: string; declineCode: string }
  /** Attaches, but every charge of the saved card fails (so a later renewal fails). */
  | { kind: 'chargeCustomerFail'; code: string; declineCode: string }
  /** Every payment needs the 3-D Secure step; off-session charges are declined. */
  | { kind: 'authenticationRequired' };

export interface TestCard {
  number: string;
  paymentMethodId: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'discover';
  /** What the sandbox's "Test mode" note says it does. */
  label: string;
  outcome: TestCardOutcome;
}

const succeeds = { kind: 'succeeds' } as const;
const declined = (code: string, declineCode = code) =>
  ({ kind: 'declined', code, declineCode }) as const;

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242424242424242',
    paymentMethodId: 'pm_card_visa',
    brand: 'visa',
    label: 'Succeeds',
    outcome: succeeds,
  },
  {
    number: '4000056655665556',
    paymentMethodId: 'pm_card_visa_debit',
    brand: 'visa',
    label: 'Succeeds (debit)',
    outcome: succeeds,
  },
  {
    number: '5555555555554444',
    paymentMethodId: 'pm_card_mastercard',
    brand: 'mastercard',
    label: 'Succeeds',
    outcome: succeeds,
  },
  {
    number: '378282246310005',
    paymentMethodId: 'pm_card_amex',
    brand: 'amex',
    label: 'Succeeds',
    outcome: succeeds,
  },
  {
    number: '6011111111111117',
    paymentMethodId: 'pm_card_discover',
    brand: 'discover',
    label: 'Succeeds',
    outcome: succeeds,
  },
  {
    number: '4000000000000002',
    paymentMethodId: 'pm_card_visa_chargeDeclined',
    brand: 'visa',
    label: 'Declined (generic decline)',
    outcome: declined('card_declined', 'generic_decline'),
  },
  {
    number: '4000000000009995',
    paymentMethodId: 'pm_card_visa_chargeDeclinedInsufficientFunds',
    brand: 'visa',
    label: 'Declined (insufficient funds)',
    outcome: declined('card_declined', 'insufficient_funds'),
  },
  {
    number: '4000000000000069',
    paymentMethodId: 'pm_card_chargeDeclinedExpiredCard',
    brand: 'visa',
    label: 'Declined (expired card)',
    outcome: declined('expired_card'),
  },
  {
    number: '4000000000000127',
    paymentMethodId: 'pm_card_chargeDeclinedIncorrectCvc',
    brand: 'visa',
    label: 'Declined (incorrect CVC)',
    outcome: declined('incorrect_cvc'),
  },
  {
    number: '4000000000000119',
    paymentMethodId: 'pm_card_chargeDeclinedProcessingError',
    brand: 'visa',
    label: 'Declined (processing error)',
    outcome: declined('processing_error'),
  },
  {
    // Stripe: "the postal code check fails"; an account that blocks such payments declines them, as ours does.
    number: '4000000000000036',
    paymentMethodId: 'pm_card_avsZipFail',
    brand: 'visa',
    label: 'Declined (ZIP check fails)',
    outcome: declined('incorrect_zip'),
  },
  {
    number: '4000000000000341',
    paymentMethodId: 'pm_card_chargeCustomerFail',
    brand: 'visa',
    label: 'Attaches, later charges fail',
    outcome: { kind: 'chargeCustomerFail', code: 'card_declined', declineCode: 'generic_decline' },
  },
  {
    number: '4000002760003184',
    paymentMethodId: 'pm_card_authenticationRequired',
    brand: 'visa',
    label: 'Needs 3-D Secure',
    outcome: { kind: 'authenticationRequired' },
  },
];

/** The test card for a typed number (spaces and dashes ignored), or undefined. */
export function testCardByNumber(input: string): TestCard | undefined {
  const digits = input.replace(/[\s-]/g, '');
  return TEST_CARDS.find((card) => card.number === digits);
}

export function testCardByPaymentMethod(paymentMethodId: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.paymentMethodId === paymentMethodId);
}

/** The few numbers the sandbox's "Test mode" note lists. */
export const TEST_CARDS_TO_TRY: readonly TestCard[] = [
  'pm_card_visa',
  'pm_card_visa_chargeDeclined',
  'pm_card_visa_chargeDeclinedInsufficientFunds',
  'pm_card_authenticationRequired',
  'pm_card_chargeCustomerFail',
].map((id) => testCardByPaymentMethod(id)!);
