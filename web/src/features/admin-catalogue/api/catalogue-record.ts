// The paths and the save of a catalogue record (plans, add-ons, device prices): a new record is POSTed to
// its collection, an edited one PUT to its own path.
import { apiFetch } from '../../../lib/api-client';

export const recordPath = (collection: string, id: string | number) =>
  `${collection}/${encodeURIComponent(String(id))}`;

export function saveRecord<Answer>(
  collection: string,
  id: string | number | null,
  body: unknown,
): Promise<Answer> {
  return id === null
    ? apiFetch<Answer>(collection, { method: 'POST', body })
    : apiFetch<Answer>(recordPath(collection, id), { method: 'PUT', body });
}
