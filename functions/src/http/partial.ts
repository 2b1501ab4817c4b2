// PUT bodies of the admin forms are validated with schemas that fill defaults; on update only the fields the
// body actually carried may change, so a default never wipes a stored value.
import type { Request } from 'express';

/**
 * Picks from `fields` the entries whose input names (keys of `mapping`) appear in the request body.
 * `mapping` says which stored fields each input name controls.
 */
export function sentFields<Fields extends object>(
  req: Request,
  fields: Fields,
  mapping: Readonly<Record<string, readonly (keyof Fields)[]>>,
): Partial<Fields> {
  const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<
    string,
    unknown
  >;
  const changes: Partial<Fields> = {};
  for (const [input, targets] of Object.entries(mapping)) {
    if (!(input in body)) continue;
    for (const target of targets) changes[target] = fields[target];
  }
  return changes;
}
