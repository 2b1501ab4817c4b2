// Typed converters: documents (cents, Timestamps) in Firestore, plain objects (cents, Dates) everywhere else.
import {
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';

export function converter<Model, Doc extends DocumentData>(
  toDoc: (model: Model) => Doc,
  fromDoc: (id: string, doc: Doc) => Model,
): FirestoreDataConverter<Model, Doc> {
  // Only whole records go through the converter (set/create); partial writes use typed update data.
  return {
    toFirestore: (model: Model) => toDoc(model),
    fromFirestore: (snapshot: QueryDocumentSnapshot<Doc, Doc>) =>
      fromDoc(snapshot.id, snapshot.data()),
  } as unknown as FirestoreDataConverter<Model, Doc>;
}

export function toTimestamp(date: Date): Timestamp {
  return Timestamp.fromDate(date);
}

/** Reads a stored date; tolerates documents written by hand with ISO strings or missing dates. */
export function fromTimestamp(value: unknown): Date {
  if (value instanceof Timestamp) return value.toDate();
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return new Date(0);
}

/** gRPC status codes the admin SDK surfaces on failed preconditions. */
export const GRPC = { ALREADY_EXISTS: 6, NOT_FOUND: 5 } as const;

export function hasGrpcCode(err: unknown, code: number): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;
}

/**
 * Whether an id taken from a request (path or body) can name a document of one collection. Firestore throws on
 * ids with a slash, '.', '..', __reserved__ names or over 1500 bytes; such ids name nothing, so callers
 * answer "not found" instead of a 500.
 */
export function isDocumentId(id: string): boolean {
  return (
    id !== '' &&
    id !== '.' &&
    id !== '..' &&
    !id.includes('/') &&
    !/^__.*__$/.test(id) &&
    Buffer.byteLength(id, 'utf8') <= 1500
  );
}
