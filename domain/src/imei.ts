// IMEI rules: exactly 15 digits (spec 02 section 5) and the Luhn check digit every real IMEI carries.

export const IMEI_LENGTH = 15;

export const IMEI_MESSAGES = {
  required: 'IMEI is required',
  length: 'IMEI must be exactly 15 digits',
  // Our own wording: the spec has no message for a wrong check digit.
  checkDigit: 'IMEI is not valid: please check the number (dial *#06# to see it)',
} as const;

/** True when the digits pass the Luhn check (the 15th IMEI digit is the Luhn check digit of the first 14). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // Double every second digit counting from the right, the check digit itself being the first.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The Luhn check digit for the first 14 digits of an IMEI (used to build valid test data). */
export function imeiCheckDigit(first14: string): string {
  for (let d = 0; d <= 9; d += 1) if (passesLuhn(`${first14}${d}`)) return String(d);
  /* istanbul ignore next -- unreachable for digit strings: exactly one check digit always exists */
  throw new RangeError('Not a digit string');
}

/** Removes spaces and dashes people type inside an IMEI ("35-209900 176148 1" -> "352099001761481"). */
export function normalizeImei(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The message for an invalid IMEI, or null when it is valid. */
export function imeiError(input: string | null | undefined): string | null {
  const imei = normalizeImei(input ?? '');
  if (imei === '') return IMEI_MESSAGES.required;
  if (!/^\d{15}$/.test(imei)) return IMEI_MESSAGES.length;
  if (!passesLuhn(imei)) return IMEI_MESSAGES.checkDigit;
  return null;
}
