import { CARD_ERROR_MESSAGES, cardErrorMessage, registrationPaymentErrorMessage } from '../src';

describe('payment messages', () => {
  test.each([
    ['incomplete_cvc', 'Please enter a valid security code (CVC).'],
    ['incomplete_number', 'Please enter a valid card number.'],
    ['incomplete_expiry', 'Please enter a valid expiration date.'],
    ['invalid_cvc', 'The security code (CVC) is invalid.'],
    ['invalid_expiry_month', 'The expiration month is invalid.'],
    ['invalid_expiry_year', 'The expiration year is invalid.'],
    ['card_declined', 'Your card was declined. Please try a different payment method.'],
    ['processing_error', 'fallback'],
  ])('when the card field reports %p, then it reads %p', (code, message) => {
    expect(cardErrorMessage(code, 'fallback')).toBe(message);
  });

  test('when all card codes are listed, then there are the seven of the spec', () => {
    expect(Object.keys(CARD_ERROR_MESSAGES)).toHaveLength(7);
  });

  test.each<[number, string | null, string | null, string]>([
    [401, 'x', null, 'Authentication failed. Please log in again.'],
    [402, null, null, 'Your card was declined.'],
    [402, 'Declined by bank.', null, 'Declined by bank.'],
    [
      402,
      null,
      'generic_decline',
      'Your card was declined. Please contact your bank to enable online transactions, or try a different card.',
    ],
    [
      402,
      null,
      'insufficient_funds',
      'Your card was declined. Please make sure your account has sufficient funds, or use another payment method.',
    ],
    [
      402,
      null,
      'incorrect_zip',
      'Your card was declined. Please verify that the ZIP code matches your card billing address.',
    ],
    [402, null, 'stolen_card', 'Your card was declined.'],
    [400, 'IMEI is required', null, 'IMEI is required'],
    [400, ' ', null, 'Request error. Please review your details and try again.'],
    [409, null, null, 'This device has already been registered.'],
    [409, 'Already yours', null, 'Already yours'],
    [429, 'x', null, 'Too many requests. Please wait a moment and try again.'],
    [
      503,
      null,
      null,
      'Payment service temporarily unavailable. Please try again in a few moments.',
    ],
    [500, null, null, 'Server error. Please try again or contact support if the problem persists.'],
    [418, null, null, 'Failed to create registration'],
    [418, 'Teapot', null, 'Teapot'],
  ])(
    'when registration payment answers %p (%p, %p), then the user reads %p',
    (status, message, code, text) => {
      expect(registrationPaymentErrorMessage(status, message, code)).toBe(text);
    },
  );
});
