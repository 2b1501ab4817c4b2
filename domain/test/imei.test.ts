import { IMEI_MESSAGES, imeiCheckDigit, imeiError, normalizeImei, passesLuhn } from '../src';

// A real, Luhn-valid IMEI (the GSMA example) and the same with a wrong last digit.
const VALID = '490154203237518';
const WRONG_CHECK_DIGIT = '490154203237519';

describe('IMEI', () => {
  test.each<[string | null | undefined, string | null]>([
    [VALID, null],
    ['49-015420-323751-8', null],
    ['4901 5420 3237 518', null],
    ['', 'IMEI is required'],
    ['   ', 'IMEI is required'],
    [null, 'IMEI is required'],
    [undefined, 'IMEI is required'],
    ['49015420323751', 'IMEI must be exactly 15 digits'],
    ['4901542032375180', 'IMEI must be exactly 15 digits'],
    ['49015420323751A', 'IMEI must be exactly 15 digits'],
    [WRONG_CHECK_DIGIT, IMEI_MESSAGES.checkDigit],
  ])('when the IMEI is %p, then the error is %p', (input, message) => {
    expect(imeiError(input)).toBe(message);
  });

  test('when the check digit fails, then the message says the IMEI is not valid', () => {
    expect(IMEI_MESSAGES.checkDigit).toMatch(/IMEI is not valid/);
  });

  test.each([
    ['79927398713', true],
    ['79927398710', false],
    ['0', true],
    ['12a', false],
    ['', false],
  ])('when %p is Luhn-checked, then it passes: %p', (digits, ok) => {
    expect(passesLuhn(digits)).toBe(ok);
  });

  test('when a check digit is computed for 14 digits, then the 15 digits form a valid IMEI', () => {
    expect(imeiCheckDigit(VALID.slice(0, 14))).toBe('8');
    const built = `35209900176148${imeiCheckDigit('35209900176148')}`;
    expect(imeiError(built)).toBeNull();
  });

  test('when an IMEI is typed with spaces and dashes, then they are removed', () => {
    expect(normalizeImei(' 49-0154 ')).toBe('490154');
  });
});
