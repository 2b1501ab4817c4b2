// The sandbox card field's rules (web/src/components/card-field/sandbox-card.ts): what the customer's typing
// becomes, the checks Stripe Elements makes with the spec's messages (spec 02 section 8), and which
// PaymentMethod id a published test number stands for.
import { TEST_CARDS } from '@protect/domain';
import {
  cardProblems,
  cvcProblem,
  expiryProblem,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  numberProblem,
  readSandboxCard,
  type SandboxCard,
} from '../src/components/card-field/sandbox-card';

// 23 November 2026, local time, as the browser's clock would say.
const NOW = new Date(2026, 10, 23, 12, 0, 0);

const VISA = '4242 4242 4242 4242';
const AMEX = '3782 822463 10005';

function aCard(overrides: Partial<SandboxCard> = {}): SandboxCard {
  return { number: VISA, expiry: '12 / 28', cvc: '123', ...overrides };
}

describe('formatting as the customer types', () => {
  it('when a 16-digit number is typed, then it is grouped in fours and cut at 16 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });

  it('when an American Express number is typed, then it is grouped 4-6-5 and cut at 15 digits', () => {
    expect(formatCardNumber('3782822463100059')).toBe('3782 822463 10005');
  });

  it('when the number holds other characters, then only its digits are kept', () => {
    expect(formatCardNumber('4242-4242 abc 4242')).toBe('4242 4242 4242');
  });

  it('when the expiry is typed, then it reads "MM / YY" and a first digit above 1 is a month 0X', () => {
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12/2899')).toBe('12 / 28');
  });

  it('when the CVC is typed, then it is cut at 3 digits, or 4 for American Express', () => {
    expect(formatCvc('12345', VISA)).toBe('123');
    expect(formatCvc('12345', AMEX)).toBe('1234');
    expect(formatCvc('1a2', VISA)).toBe('12');
  });
});

describe('card number', () => {
  it('when it is short, then it is incomplete with "Please enter a valid card number."', () => {
    expect(numberProblem('4242 4242')).toEqual({
      code: 'incomplete_number',
      message: 'Please enter a valid card number.',
      incomplete: true,
    });
    expect(numberProblem('')).toMatchObject({ code: 'incomplete_number' });
  });

  it("when its check digit is wrong, then it is invalid at once with Stripe's wording", () => {
    expect(numberProblem('4242 4242 4242 4241')).toEqual({
      code: 'invalid_number',
      message: 'Your card number is invalid.',
      incomplete: false,
    });
  });

  it('when it is valid but not a published test card, then test mode refuses it', () => {
    // 4111 1111 1111 1111 passes the Luhn check but is not in the sandbox's list.
    expect(numberProblem('4111 1111 1111 1111')).toEqual({
      code: 'test_card_only',
      message:
        'Test mode accepts only Stripe test card numbers, such as 4242 4242 4242 4242 (see the list below).',
      incomplete: false,
    });
  });

  it('when it is a test card (15-digit American Express included), then there is no problem', () => {
    expect(numberProblem(VISA)).toBeNull();
    expect(numberProblem(AMEX)).toBeNull();
    expect(numberProblem('4000 0027 6000 3184')).toBeNull();
  });
});

describe('expiry', () => {
  it('when the month is above 12 or 00, then the month is invalid at once', () => {
    for (const expiry of ['13', '00', '13 / 28']) {
      expect(expiryProblem(expiry, NOW)).toEqual({
        code: 'invalid_expiry_month',
        message: 'The expiration month is invalid.',
        incomplete: false,
      });
    }
  });

  it('when the year is missing, then it is incomplete with "Please enter a valid expiration date."', () => {
    expect(expiryProblem('', NOW)).toEqual({
      code: 'incomplete_expiry',
      message: 'Please enter a valid expiration date.',
      incomplete: true,
    });
    expect(expiryProblem('12 / 2', NOW)).toMatchObject({ code: 'incomplete_expiry' });
  });

  it('when the year is past or more than 50 years ahead, then the year is invalid', () => {
    const yearInvalid = {
      code: 'invalid_expiry_year',
      message: 'The expiration year is invalid.',
      incomplete: false,
    };
    expect(expiryProblem('12 / 25', NOW)).toEqual(yearInvalid);
    expect(expiryProblem('01 / 77', NOW)).toEqual(yearInvalid);
    expect(expiryProblem('01 / 76', NOW)).toBeNull();
  });

  it('when the month has passed this year, then the month is invalid; this month still counts', () => {
    expect(expiryProblem('10 / 26', NOW)).toMatchObject({
      code: 'invalid_expiry_month',
      message: 'The expiration month is invalid.',
    });
    expect(expiryProblem('11 / 26', NOW)).toBeNull();
    expect(expiryProblem('12 / 26', NOW)).toBeNull();
  });
});

describe('CVC', () => {
  it('when it is empty, then it is incomplete with "Please enter a valid security code (CVC)."', () => {
    expect(cvcProblem('', VISA)).toEqual({
      code: 'incomplete_cvc',
      message: 'Please enter a valid security code (CVC).',
      incomplete: true,
    });
  });

  it('when its length does not fit the card, then it is invalid', () => {
    const invalid = {
      code: 'invalid_cvc',
      message: 'The security code (CVC) is invalid.',
      incomplete: false,
    };
    expect(cvcProblem('12', VISA)).toEqual(invalid);
    expect(cvcProblem('123', AMEX)).toEqual(invalid);
    expect(cvcProblem('123', VISA)).toBeNull();
    expect(cvcProblem('1234', AMEX)).toBeNull();
  });
});

describe('reading the whole card', () => {
  it('when every part is wrong, then each part has its own problem and the number is read first', () => {
    const card = aCard({ number: '4242', expiry: '13', cvc: '' });
    expect(cardProblems(card, NOW)).toEqual({
      number: expect.objectContaining({ code: 'incomplete_number' }),
      expiry: expect.objectContaining({ code: 'invalid_expiry_month' }),
      cvc: expect.objectContaining({ code: 'incomplete_cvc' }),
    });
    expect(readSandboxCard(card, NOW)).toEqual({
      part: 'number',
      problem: expect.objectContaining({ code: 'incomplete_number' }),
    });
  });

  it('when only the expiry and the CVC are wrong, then the expiry is reported first', () => {
    const read = readSandboxCard(aCard({ expiry: '12 / 20', cvc: '1' }), NOW);
    expect(read).toEqual({
      part: 'expiry',
      problem: expect.objectContaining({ code: 'invalid_expiry_year' }),
    });
  });

  it('when only the CVC is wrong, then the CVC is reported', () => {
    expect(readSandboxCard(aCard({ cvc: '12' }), NOW)).toEqual({
      part: 'cvc',
      problem: expect.objectContaining({ code: 'invalid_cvc' }),
    });
  });

  it.each([
    ['4242 4242 4242 4242', 'pm_card_visa'],
    ['4000 0566 5566 5556', 'pm_card_visa_debit'],
    ['5555 5555 5555 4444', 'pm_card_mastercard'],
    ['6011 1111 1111 1117', 'pm_card_discover'],
    ['4000 0000 0000 0002', 'pm_card_visa_chargeDeclined'],
    ['4000 0000 0000 9995', 'pm_card_visa_chargeDeclinedInsufficientFunds'],
    ['4000 0000 0000 0341', 'pm_card_chargeCustomerFail'],
    ['4000 0027 6000 3184', 'pm_card_authenticationRequired'],
  ])('when the test number %s is complete, then it stands for %s', (number, paymentMethodId) => {
    const read = readSandboxCard(aCard({ number }), NOW);
    expect(read).toEqual({ testCard: expect.objectContaining({ paymentMethodId }) });
  });

  it('when the American Express test number is complete with a 4-digit CVC, then it is pm_card_amex', () => {
    const read = readSandboxCard(aCard({ number: AMEX, cvc: '1234' }), NOW);
    expect(read).toEqual({
      testCard: expect.objectContaining({ paymentMethodId: 'pm_card_amex' }),
    });
  });

  it('when any published test number is typed as formatted, then it reads as its own card', () => {
    for (const card of TEST_CARDS) {
      const cvc = card.brand === 'amex' ? '1234' : '123';
      const read = readSandboxCard(aCard({ number: formatCardNumber(card.number), cvc }), NOW);
      expect(read).toEqual({ testCard: card });
    }
  });
});
