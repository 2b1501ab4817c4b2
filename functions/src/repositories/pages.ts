// Cursor pagination of admin lists (DESIGN.md section 3): newest first by createdAt, ties broken by
// document id, so every row comes exactly once however many are written between pages. The cursor is
// opaque to clients: the last row's createdAt and id, base64url-encoded.
import { FieldPath, type Query } from 'firebase-admin/firestore';
import { isDocumentId, toTimestamp } from './converter';

export interface PageRequest {
  /** 1..MAX_PAGE_SIZE (domain clampPageSize). */
  limit: number;
  /** Where the previous page ended; null for the first page. */
  after: PageCursor | null;
}

export interface PageCursor {
  /** The row's time in the list's order field (createdAt, or the field readPageBy was given). */
  createdAt: Date;
  id: string;
}

export interface Page<T> {
  items: T[];
  /** The cursor of the next page, or null on the last one. */
  nextCursor: string | null;
}

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt.getTime(), cursor.id])).toString('base64url');
}

/** The cursor a client sent back, or null when it is not one we made (the route answers 400). */
export function decodeCursor(text: string): PageCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [ms, id] = value as [unknown, unknown];
    if (typeof ms !== 'number' || !Number.isFinite(ms)) return null;
    if (typeof id !== 'string' || !isDocumentId(id)) return null;
    return { createdAt: new Date(ms), id };
  } catch {
    return null;
  }
}

/**
 * One page of `query` (already filtered with equality filters), newest first. The collection's documents
 * must have a `createdAt` Timestamp; equality filters with this order need a composite index
 * (field(s) asc, createdAt desc, __name__ desc) in firestore.indexes.json.
 * Reads limit + 1 documents at most: the extra one only says whether a next page exists.
 */
export function readPage<T extends { id: string; createdAt: Date }>(
  query: Query<T>,
  request: PageRequest,
): Promise<Page<T>> {
  return readPageBy(query, request, 'createdAt');
}

/**
 * readPage for a collection that keeps its time in another field (the audit log's `at`): newest first by
 * `field`, ties by document id. The cursor keeps that field's time (in PageCursor.createdAt).
 */
export async function readPageBy<T extends { id: string } & Record<K, Date>, K extends string>(
  query: Query<T>,
  request: PageRequest,
  field: K,
): Promise<Page<T>> {
  let ordered = query.orderBy(field, 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (request.after)
    ordered = ordered.startAfter(toTimestamp(request.after.createdAt), request.after.id);
  const snapshot = await ordered.limit(request.limit + 1).get();
  const rows = snapshot.docs.map((doc) => doc.data());
  const items = rows.slice(0, request.limit);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor:
      rows.length > request.limit && last
        ? encodeCursor({ createdAt: last[field], id: last.id })
        : null,
  };
}
