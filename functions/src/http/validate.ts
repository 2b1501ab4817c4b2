// Request bodies are validated with the domain's yup schemas: unknown fields are stripped, all errors reported.
import { parseWith } from '@protect/domain';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import { AppError } from './app-error';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mirrors parseWith's generic bound
export function validateBody<S extends ObjectSchema<any, AnyObject, any, any>>(
  schema: S,
  body: unknown,
): InferType<S> {
  const parsed = parseWith(schema, isPlainObject(body) ? body : {});
  if (!parsed.ok) throw AppError.validation(parsed.errors);
  return parsed.value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
