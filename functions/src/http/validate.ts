// Request bodies are validated with the domain's yup schemas: unknown fields are stripped, all errors reported.
import { parseWith } from '@protect/domain';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { AppError } from '../app-error';

/** Field error for a text field that arrived as an object or array. */
export const NOT_TEXT_MESSAGE = 'Must be text';

/**
 * Longest text any field may carry. Not a product rule (the forms have none) but a storage bound: several
 * fields of a body are stored, some twice (firstName, lastName and name), and a Firestore document holds at
 * most 1 MiB, so without it a body under the 1 MB limit could fail at the write with a 500.
 */
export const MAX_TEXT_LENGTH = 10_000;
export const TOO_LONG_MESSAGE = `Must be at most ${MAX_TEXT_LENGTH} characters`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mirrors parseWith's generic bound
export function validateBody<S extends ObjectSchema<any, AnyObject, any, any>>(
  schema: S,
  body: unknown,
  /** The schema's context (e.g. `{ now }` for date rules). */
  context?: Record<string, unknown>,
): InferType<S> {
  const input = isPlainObject(body) ? body : {};
  // yup's string().trim() calls .trim() on whatever the cast left, so an object or array in a text field
  // throws a TypeError (a 500) instead of failing validation: refuse those shapes, and overlong text, here.
  const shapeErrors = textShapeErrors(schema, input);
  const parsed = parseWith(schema, omit(input, Object.keys(shapeErrors)), context);
  const errors = { ...(parsed.ok ? {} : parsed.errors), ...shapeErrors };
  if (!parsed.ok || Object.keys(shapeErrors).length > 0) throw AppError.validation(errors);
  return parsed.value;
}

function textShapeErrors(
  schema: { fields: Record<string, unknown> },
  input: Record<string, unknown>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(schema.fields)) {
    if ((field as { type?: unknown }).type !== 'string') continue;
    const value = input[name];
    if (typeof value === 'object' && value !== null) errors[name] = NOT_TEXT_MESSAGE;
    else if (typeof value === 'string' && value.length > MAX_TEXT_LENGTH)
      errors[name] = TOO_LONG_MESSAGE;
  }
  return errors;
}

function omit(input: Record<string, unknown>, names: string[]): Record<string, unknown> {
  if (names.length === 0) return input;
  return Object.fromEntries(Object.entries(input).filter(([name]) => !names.includes(name)));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
