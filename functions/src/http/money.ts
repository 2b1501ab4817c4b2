// Money arrives as dollars and is stored as integer cents: an amount that is not finite, is negative, or is too
// large to be an exact integer number of cents is bad input. yup's number() lets 'Infinity', -5 and 1e300
// through, and dollarsToCents throws on the first (a 500) while the others would be stored as prices.
import { ADMIN_MESSAGES } from '@protect/domain';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { AppError } from '../app-error';
import { validateBody } from './validate';

const MAX_DOLLARS = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/** Numbers, and numeric text (deductibles may be text such as 'No Coverage', which is not an amount). */
function asAmount(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value.trim());
  return Number.isNaN(parsed) ? null : parsed;
}

/** Throws 400 with a field error for every money field of `values` that cannot be a price in cents. */
function assertAmounts(values: object, fields: readonly string[]): void {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const amount = asAmount((values as Record<string, unknown>)[field]);
    if (amount === null) continue;
    if (!Number.isFinite(amount) || amount < 0 || amount > MAX_DOLLARS)
      errors[field] = ADMIN_MESSAGES.invalidNumber;
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

/** An admin form with money fields: the schema's checks, then every amount must be storable as cents. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mirrors validateBody's generic bound
export function validateAmountsForm<S extends ObjectSchema<any, AnyObject, any, any>>(
  schema: S,
  body: unknown,
  amounts: readonly string[],
): InferType<S> {
  const form = validateBody(schema, body);
  assertAmounts(form, amounts);
  return form;
}
