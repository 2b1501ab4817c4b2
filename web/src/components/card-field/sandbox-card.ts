// The sandbox card form's rules: formatting as the customer types, and the same checks (and codes) Stripe
// Elements makes, with the spec's messages. A complete number must be one of Stripe's published test cards
// (domain TEST_CARDS), which becomes its PaymentMethod id in the browser.
import { CARD_ERROR_MESSAGES, passesLuhn, testCardByNumber, type TestCard } from '@protect/domain';
import { CARD_FIELD_MESSAGES } from './messages';

export type CardPart = 'number' | 'expiry' | 'cvc';
export const CARD_PARTS: readonly CardPart[] = ['number', 'expiry', 'cvc'];

export interface SandboxCard {
  number: string;
  expiry: string;
  cvc: string;
}

export interface CardProblem {
  /** Stripe's code for it (incomplete_number, invalid_expiry_month, ...). */
  code: string;
  message: string;
  /**
   * An incomplete part is reported only once the customer leaves it (or pays), as Stripe does; a wrong
   * one at once.
   */
  incomplete: boolean;
}

const incomplete = (code: keyof typeof CARD_ERROR_MESSAGES): CardProblem => ({
  code,
  message: CARD_ERROR_MESSAGES[code],
  incomplete: true,
});
const invalid = (code: string, message: string): CardProblem => ({
  code,
  message,
  incomplete: false,
});

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** American Express numbers start 34 or 37, have 15 digits and a 4-digit CVC. */
function isAmex(digits: string): boolean {
  return /^3[47]/.test(digits);
}

function numberLength(digits: string): number {
  return isAmex(digits) ? 15 : 16;
}

function cvcLength(numberDigits: string): number {
  return isAmex(numberDigits) ? 4 : 3;
}

/** "4242424242424242" -> "4242 4242 4242 4242"; Amex as on the card, "3782 822463 10005". */
export function formatCardNumber(input: string): string {
  const digits = digitsOf(input).slice(0, numberLength(digitsOf(input)));
  const groups = isAmex(digits) ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/**
 * "1228" -> "12 / 28". A first digit above 1 can only be a month 02-09, so "4" becomes "04". The " / "
 * appears with the first year digit, so deleting backwards never gets stuck on it.
 */
export function formatExpiry(input: string): string {
  let digits = digitsOf(input).slice(0, 4);
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** At most the CVC's length for the card's brand. */
export function formatCvc(input: string, cardNumber: string): string {
  return digitsOf(input).slice(0, cvcLength(digitsOf(cardNumber)));
}

export function numberProblem(cardNumber: string): CardProblem | null {
  const digits = digitsOf(cardNumber);
  if (digits.length < numberLength(digits)) return incomplete('incomplete_number');
  if (!passesLuhn(digits)) return invalid('invalid_number', CARD_FIELD_MESSAGES.invalidNumber);
  if (!testCardByNumber(digits))
    return invalid('test_card_only', CARD_FIELD_MESSAGES.testCardsOnly);
  return null;
}

/** Cards expire at the end of their month; a year more than 50 ahead is a typing mistake (as in Stripe). */
export function expiryProblem(expiry: string, now: Date): CardProblem | null {
  const digits = digitsOf(expiry);
  const month = Number(digits.slice(0, 2));
  if (digits.length >= 2 && (month < 1 || month > 12))
    return invalid('invalid_expiry_month', CARD_ERROR_MESSAGES.invalid_expiry_month);
  if (digits.length < 4) return incomplete('incomplete_expiry');
  const year = 2000 + Number(digits.slice(2, 4));
  const thisYear = now.getFullYear();
  if (year < thisYear || year > thisYear + 50)
    return invalid('invalid_expiry_year', CARD_ERROR_MESSAGES.invalid_expiry_year);
  if (year === thisYear && month < now.getMonth() + 1)
    return invalid('invalid_expiry_month', CARD_ERROR_MESSAGES.invalid_expiry_month);
  return null;
}

export function cvcProblem(cvc: string, cardNumber: string): CardProblem | null {
  const digits = digitsOf(cvc);
  if (digits.length === 0) return incomplete('incomplete_cvc');
  if (digits.length !== cvcLength(digitsOf(cardNumber)))
    return invalid('invalid_cvc', CARD_ERROR_MESSAGES.invalid_cvc);
  return null;
}

export function cardProblems(card: SandboxCard, now: Date): Record<CardPart, CardProblem | null> {
  return {
    number: numberProblem(card.number),
    expiry: expiryProblem(card.expiry, now),
    cvc: cvcProblem(card.cvc, card.number),
  };
}

/** The test card a valid form stands for, or the first problem in reading order. */
export function readSandboxCard(
  card: SandboxCard,
  now: Date,
): { testCard: TestCard } | { part: CardPart; problem: CardProblem } {
  const problems = cardProblems(card, now);
  for (const part of CARD_PARTS) {
    const problem = problems[part];
    if (problem) return { part, problem };
  }
  const testCard = testCardByNumber(card.number);
  // Unreachable (numberProblem refuses any other number); kept so the types need no assertion.
  if (!testCard)
    return {
      part: 'number',
      problem: invalid('test_card_only', CARD_FIELD_MESSAGES.testCardsOnly),
    };
  return { testCard };
}
