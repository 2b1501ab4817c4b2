// PUT bodies of the admin forms are validated with schemas that fill defaults; on update only the fields the
// body actually carried may change, so a default never wipes a stored value (services/form-changes.ts).
import type { Request } from 'express';

/** The input names the request body carried. */
export function sentInputs(req: Request): ReadonlySet<string> {
  return new Set(typeof req.body === 'object' && req.body !== null ? Object.keys(req.body) : []);
}
