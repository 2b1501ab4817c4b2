// Admin and profile forms change only what their PUT body carried (http/partial.ts says which inputs).

/**
 * Picks from `fields` the entries whose input names (keys of `mapping`) were sent.
 * `mapping` says which stored fields each input name controls.
 */
export function sentChanges<Fields extends object>(
  sent: ReadonlySet<string>,
  fields: Fields,
  mapping: Readonly<Record<string, readonly (keyof Fields)[]>>,
): Partial<Fields> {
  const changes: Partial<Fields> = {};
  for (const [input, targets] of Object.entries(mapping)) {
    if (!sent.has(input)) continue;
    for (const target of targets) changes[target] = fields[target];
  }
  return changes;
}
