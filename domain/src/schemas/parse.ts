// One way for the api to validate a request body with a domain schema.
import { type AnyObjectSchema, type InferType, ValidationError } from 'yup';

/** Field errors keyed by field path ("email", "deviceData.imei"); the first message per field. */
export type FieldErrors = Record<string, string>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * Validates an untrusted body (e.g. req.body) with a domain schema, the way the api must:
 * all errors at once (abortEarly false), unknown fields removed (stripUnknown, so nobody can send role,
 * status or prices), values cast (trimmed strings, numbers from numeric strings).
 * Returns the typed value, or field errors {field: message} for a 400 answer.
 *
 * Usage in a route: `const parsed = parseWith(contactSchema, req.body);
 * if (!parsed.ok) throw new AppError('validation', 'Invalid request', 400, parsed.errors);`
 */
export function parseWith<S extends AnyObjectSchema>(
  schema: S,
  body: unknown,
  /** The schema's context (e.g. `{ now }` for date rules). */
  context?: Record<string, unknown>,
): ParseResult<InferType<S>> {
  try {
    const value = schema.validateSync(body ?? {}, {
      abortEarly: false,
      stripUnknown: true,
      context,
    }) as InferType<S>;
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: fieldErrors(error) };
    throw error;
  }
}

/** Flattens a yup ValidationError to {field: first message}; errors without a path go under "form". */
export function fieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const items = error.inner.length > 0 ? error.inner : [error];
  for (const item of items) {
    const key = item.path && item.path !== '' ? item.path : 'form';
    if (!(key in errors)) errors[key] = item.message;
  }
  return errors;
}
