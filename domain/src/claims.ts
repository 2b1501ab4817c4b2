// Claims: what a claim is and how it reads: its types, number (CLM-YYYY-CODE), the reviewer's note length
// and the admin search keys. The statuses are in claim-status.ts, the rules for filing in claim-filing.ts.

export const CLAIM_TYPES = [
  'screen_damage',
  'back_glass',
  'theft',
  'water_damage',
  'mechanical_failure',
  'other',
] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

export function isClaimType(value: unknown): value is ClaimType {
  return typeof value === 'string' && (CLAIM_TYPES as readonly string[]).includes(value);
}

/** Claim type label: underscores turned to spaces ('screen_damage' -> 'screen damage'). */
export function claimTypeLabel(type: string): string {
  return type.replace(/_/g, ' ');
}

/** The claim number, falling back to CLM-{id}. */
export function claimNumber(claim: { id: string; claim_number?: string | null }): string {
  return claim.claim_number && claim.claim_number.trim() !== ''
    ? claim.claim_number
    : `CLM-${claim.id}`;
}

/**
 * The letters of a claim's code: Crockford's base 32 (digits and capitals without I, L, O and U), so that a
 * number read out on the phone or typed from a letter is not mistaken.
 */
export const CLAIM_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 10 letters of 32: 50 random bits, so that codes drawn independently practically never meet. */
export const CLAIM_CODE_LENGTH = 10;

/** A new claim's code from a source of random integers below `n` (crypto's randomInt in the api). */
export function newClaimCode(randomBelow: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < CLAIM_CODE_LENGTH; i += 1)
    code += CLAIM_CODE_ALPHABET[randomBelow(CLAIM_CODE_ALPHABET.length)];
  return code;
}

/** A claim's number: the year it was filed and its code, CLM-YYYY-CODE (CLM-2026-7K3QX9M2TD). */
export function formatClaimNumber(year: number, code: string): string {
  return `CLM-${year}-${code}`;
}

/** The reviewer's note kept with a status change (shown to the customer) is at most this long. */
export const MAX_CLAIM_NOTE_LENGTH = 1000;

/**
 * Searching the admin claims list on the server. Firestore has no substring search, so each claim stores
 * `searchKeys`: every prefix (up to CLAIM_SEARCH_PREFIX_LENGTH characters) of the lower-cased e-mail, of the
 * lower-cased name and of each word of the name, plus the whole values and the lower-cased claim number;
 * the list query is then one `array-contains` on the normalized search text, which pages like any list.
 * So 'jane', 'jane.doe@ex', 'doe' and 'clm-2026-000042' find a claim, while 'ne.do' (the middle of a word)
 * does not.
 */
export const CLAIM_SEARCH_PREFIX_LENGTH = 40;

/** The search text as the keys store it: trimmed, lower-cased, inner spaces collapsed; '' for none. */
export function normalizeClaimSearch(search: unknown): string {
  if (typeof search !== 'string') return '';
  return search.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** A claim number typed in a search (CLM-2026-000042, any case), upper-cased; null when it is not one. */
export function claimNumberSearch(search: unknown): string | null {
  const text = normalizeClaimSearch(search);
  return /^clm-\S+$/.test(text) ? text.toUpperCase() : null;
}

function prefixes(value: string): string[] {
  const keys: string[] = [];
  for (let length = 1; length <= Math.min(value.length, CLAIM_SEARCH_PREFIX_LENGTH); length += 1)
    keys.push(value.slice(0, length));
  if (value.length > CLAIM_SEARCH_PREFIX_LENGTH) keys.push(value);
  return keys;
}

/** The `searchKeys` a claim is stored with (see CLAIM_SEARCH_PREFIX_LENGTH), without duplicates. */
export function claimSearchKeys(claim: {
  userEmail: string;
  userName: string;
  claimNumber: string;
}): string[] {
  const email = normalizeClaimSearch(claim.userEmail);
  const name = normalizeClaimSearch(claim.userName);
  const words = name.split(' ').filter((word) => word !== '');
  const keys = new Set<string>([...prefixes(email), ...prefixes(name), ...words.flatMap(prefixes)]);
  const number = normalizeClaimSearch(claim.claimNumber);
  if (number !== '') keys.add(number);
  return [...keys];
}
