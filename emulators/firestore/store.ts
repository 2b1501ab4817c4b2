// The document store: the package's FirestoreState tree (projects > databases > collections >
// documents) holds the data, so its Listen implementation keeps working, but reads, writes,
// queries and persistence go through this module, which follows the real service's semantics.
import type { EventEmitter } from 'node:events';
import {
  FirestoreState,
  type FirestoreStateCollection,
  type FirestoreStateDatabase,
  FirestoreStateDocument,
  type FirestoreStateProject,
} from '@firestore-emulator/server';
import type { Write } from '@firestore-emulator/proto/dist/google/firestore/v1/write';
import type { Precondition } from '@firestore-emulator/proto/dist/google/firestore/v1/common';
import type {
  StructuredQuery,
  StructuredQueryFilter,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import {
  StructuredQueryCompositeFilterOperator as CompositeOp,
  StructuredQueryDirection as Direction,
  StructuredQueryFieldFilterOperator as FieldOp,
  StructuredQueryUnaryFilterOperator as UnaryOp,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import type { DocumentTransformFieldTransform } from '@firestore-emulator/proto/dist/google/firestore/v1/write';
import {
  compareReferences,
  compareSegmentLists,
  compareStrings,
  compareTs,
  compareValues,
  deleteField,
  fieldsFromJson,
  fieldsFromProto,
  fieldsToJson,
  fromProto,
  getField,
  isNaNValue,
  numberOf,
  parseFieldPath,
  projectFields,
  sameElement,
  setField,
  tsFromRfc3339,
  tsToRfc3339,
  typeOrder,
  valuesEqual,
  type Fields,
  type JsonValue,
  type Ts,
  type Val,
} from './values';

/** gRPC status codes used here (same numbers as @grpc/grpc-js `status`). */
export const Code = {
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
} as const;

export class FirestoreError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface DocSnap {
  name: string;
  fields: Fields;
  createTime: Ts;
  updateTime: Ts;
}

/** A field as stored in the package's document objects: only toV1ValueObject/toJSON are used there. */
class StoredField {
  constructor(readonly val: Val) {}
  toV1ValueObject(): Val {
    return this.val;
  }
  toJSON(): JsonValue {
    return fieldsToJson({ v: this.val }).v as JsonValue;
  }
}

// The package keeps these members private; the fallback reads and replaces them directly.
interface DocInternals {
  fields: Record<string, StoredField>;
  collections: Record<string, FirestoreStateCollection>;
  metadata: FirestoreStateDocument['metadata'];
}
interface CollectionInternals {
  documents: Record<string, FirestoreStateDocument>;
}
interface DatabaseInternals {
  collections: Record<string, FirestoreStateCollection>;
}
interface ProjectInternals {
  databases: Record<string, FirestoreStateDatabase>;
}
interface StateInternals {
  projects: Record<string, FirestoreStateProject>;
}
const docInternals = (d: FirestoreStateDocument): DocInternals => d as unknown as DocInternals;

export const tsToDate = (t: Ts): Date => new Date(t.seconds * 1000 + Math.floor(t.nanos / 1e6));

// ---- query specs (plain form of the proto StructuredQuery) ----

type FilterSpec =
  | { kind: 'composite'; op: 'AND' | 'OR'; filters: FilterSpec[] }
  | { kind: 'field'; path: string[]; op: FieldOp; value: Val }
  | { kind: 'unary'; path: string[]; op: UnaryOp };

interface OrderSpec {
  path: string[];
  desc: boolean;
}

interface CursorSpec {
  values: Val[];
  before: boolean;
}

export interface QuerySpec {
  from: { collectionId: string; allDescendants: boolean }[];
  where?: FilterSpec;
  orderBy: OrderSpec[];
  startAt?: CursorSpec;
  endAt?: CursorSpec;
  offset: number;
  limit?: number;
  select?: string[][];
}

function filterFromProto(f: StructuredQueryFilter): FilterSpec | undefined {
  if (f.has_composite_filter) {
    const filters = f.composite_filter.filters
      .map(filterFromProto)
      .filter((x): x is FilterSpec => !!x);
    if (f.composite_filter.op === CompositeOp.OPERATOR_UNSPECIFIED)
      throw new FirestoreError(Code.INVALID_ARGUMENT, 'Composite filter operator is required.');
    return {
      kind: 'composite',
      op: f.composite_filter.op === CompositeOp.OR ? 'OR' : 'AND',
      filters,
    };
  }
  if (f.has_field_filter) {
    const ff = f.field_filter;
    return {
      kind: 'field',
      path: parseFieldPath(ff.field.field_path),
      op: ff.op,
      value: fromProto(ff.value),
    };
  }
  if (f.has_unary_filter) {
    return {
      kind: 'unary',
      path: parseFieldPath(f.unary_filter.field.field_path),
      op: f.unary_filter.op,
    };
  }
  return undefined;
}

export function querySpecFromProto(q: StructuredQuery): QuerySpec {
  const spec: QuerySpec = {
    from: q.from.map((s) => ({ collectionId: s.collection_id, allDescendants: s.all_descendants })),
    orderBy: q.order_by.map((o) => ({
      path: parseFieldPath(o.field.field_path),
      desc: o.direction === Direction.DESCENDING,
    })),
    offset: q.offset,
  };
  if (q.has_where) spec.where = filterFromProto(q.where);
  if (q.has_start_at)
    spec.startAt = { values: q.start_at.values.map(fromProto), before: q.start_at.before };
  if (q.has_end_at)
    spec.endAt = { values: q.end_at.values.map(fromProto), before: q.end_at.before };
  if (q.has_limit) spec.limit = q.limit.value;
  if (q.has_select) spec.select = q.select.fields.map((f) => parseFieldPath(f.field_path));
  return spec;
}

const NAME = '__name__';
const isName = (path: string[]): boolean => path.length === 1 && path[0] === NAME;

function valueAt(doc: DocSnap, path: string[]): Val | undefined {
  if (isName(path)) return { reference_value: doc.name };
  return getField(doc.fields, path);
}

function matchesFilter(doc: DocSnap, f: FilterSpec): boolean {
  if (f.kind === 'composite') {
    return f.op === 'AND'
      ? f.filters.every((c) => matchesFilter(doc, c))
      : f.filters.some((c) => matchesFilter(doc, c));
  }
  const v = valueAt(doc, f.path);
  if (f.kind === 'unary') {
    switch (f.op) {
      case UnaryOp.IS_NAN:
        return v !== undefined && isNaNValue(v);
      case UnaryOp.IS_NULL:
        return v !== undefined && 'null_value' in v;
      case UnaryOp.IS_NOT_NAN:
        return v !== undefined && typeOrder(v) === 2 && !isNaNValue(v);
      case UnaryOp.IS_NOT_NULL:
        return v !== undefined && !('null_value' in v);
      default:
        throw new FirestoreError(Code.INVALID_ARGUMENT, 'Unary filter operator is required.');
    }
  }
  // A filter never matches a document that lacks the field, whatever the operator.
  if (v === undefined) return false;
  const target = f.value;
  const list = 'array_value' in target ? target.array_value.values : [];
  const comparable = typeOrder(v) === typeOrder(target) && !isNaNValue(v) && !isNaNValue(target);
  switch (f.op) {
    case FieldOp.EQUAL:
      return valuesEqual(v, target);
    case FieldOp.NOT_EQUAL:
      // Per the Firestore docs, != matches documents where the field exists with a value other than the operand or null.
      return !('null_value' in v) && !valuesEqual(v, target);
    case FieldOp.LESS_THAN:
      return comparable && compareValues(v, target) < 0;
    case FieldOp.LESS_THAN_OR_EQUAL:
      return comparable && compareValues(v, target) <= 0;
    case FieldOp.GREATER_THAN:
      return comparable && compareValues(v, target) > 0;
    case FieldOp.GREATER_THAN_OR_EQUAL:
      return comparable && compareValues(v, target) >= 0;
    case FieldOp.IN:
      return list.some((x) => valuesEqual(v, x));
    case FieldOp.NOT_IN:
      // not-in also excludes null values, as the service does.
      return !('null_value' in v) && !list.some((x) => valuesEqual(v, x));
    case FieldOp.ARRAY_CONTAINS:
      return 'array_value' in v && v.array_value.values.some((x) => valuesEqual(x, target));
    case FieldOp.ARRAY_CONTAINS_ANY:
      return (
        'array_value' in v && v.array_value.values.some((x) => list.some((y) => valuesEqual(x, y)))
      );
    default:
      throw new FirestoreError(Code.INVALID_ARGUMENT, 'Field filter operator is required.');
  }
}

function inequalityPaths(f: FilterSpec | undefined, out: string[][] = []): string[][] {
  if (!f) return out;
  if (f.kind === 'composite') {
    for (const c of f.filters) inequalityPaths(c, out);
  } else if (
    f.kind === 'field' &&
    [
      FieldOp.LESS_THAN,
      FieldOp.LESS_THAN_OR_EQUAL,
      FieldOp.GREATER_THAN,
      FieldOp.GREATER_THAN_OR_EQUAL,
      FieldOp.NOT_EQUAL,
      FieldOp.NOT_IN,
    ].includes(f.op) &&
    !out.some((p) => p.join('\u0000') === f.path.join('\u0000'))
  ) {
    out.push(f.path);
  }
  return out;
}

/** The ordering the service really applies: explicit orderBy, then inequality fields, then __name__. */
function effectiveOrder(spec: QuerySpec): OrderSpec[] {
  const order = [...spec.orderBy];
  const has = (p: string[]): boolean =>
    order.some((o) => o.path.join('\u0000') === p.join('\u0000'));
  const ineq = inequalityPaths(spec.where).sort((a, b) => compareStrings(a.join('.'), b.join('.')));
  const lastDesc = order.length > 0 ? (order[order.length - 1] as OrderSpec).desc : false;
  for (const p of ineq) if (!has(p)) order.push({ path: p, desc: lastDesc });
  if (!has([NAME])) order.push({ path: [NAME], desc: lastDesc });
  return order;
}

function compareForOrder(a: Val, b: Val, path: string[]): number {
  // Document names compare segment by segment, like references.
  if (isName(path) && 'reference_value' in a && 'reference_value' in b)
    return compareReferences(a.reference_value, b.reference_value);
  return compareValues(a, b);
}

/** Compares a document with a cursor over the cursor's values: <0 before it, 0 at it, >0 after it. */
function compareToCursor(
  doc: DocSnap,
  cursor: CursorSpec,
  order: OrderSpec[],
  parent: string,
): number {
  for (let i = 0; i < cursor.values.length && i < order.length; i++) {
    const o = order[i] as OrderSpec;
    let cv = cursor.values[i] as Val;
    // The SDK may send a bare document id as a __name__ cursor (startAfter('id')).
    if (isName(o.path) && 'string_value' in cv)
      cv = { reference_value: `${parent}/${cv.string_value}` };
    const dv = valueAt(doc, o.path) as Val;
    const c = compareForOrder(dv, cv, o.path);
    if (c !== 0) return o.desc ? -c : c;
  }
  return 0;
}

// ---- write specs ----

interface PreconditionSpec {
  exists?: boolean;
  updateTime?: Ts;
}

type TransformSpec =
  | { path: string[]; kind: 'serverTime' }
  | { path: string[]; kind: 'increment' | 'maximum' | 'minimum'; operand: Val }
  | { path: string[]; kind: 'arrayUnion' | 'arrayRemove'; elements: Val[] };

type WriteSpec =
  | {
      kind: 'update';
      name: string;
      fields: Fields;
      mask?: string[][];
      transforms: TransformSpec[];
      precondition?: PreconditionSpec;
    }
  | { kind: 'delete'; name: string; precondition?: PreconditionSpec }
  | {
      kind: 'transform';
      name: string;
      transforms: TransformSpec[];
      precondition?: PreconditionSpec;
    };

function preconditionFromProto(p: Precondition): PreconditionSpec {
  if (p.has_exists) return { exists: p.exists };
  if (p.has_update_time)
    return { updateTime: { seconds: Number(p.update_time.seconds), nanos: p.update_time.nanos } };
  return {};
}

function transformFromProto(t: DocumentTransformFieldTransform): TransformSpec {
  const path = parseFieldPath(t.field_path);
  if (t.has_set_to_server_value) return { path, kind: 'serverTime' };
  if (t.has_increment) return { path, kind: 'increment', operand: fromProto(t.increment) };
  if (t.has_maximum) return { path, kind: 'maximum', operand: fromProto(t.maximum) };
  if (t.has_minimum) return { path, kind: 'minimum', operand: fromProto(t.minimum) };
  if (t.has_append_missing_elements)
    return { path, kind: 'arrayUnion', elements: t.append_missing_elements.values.map(fromProto) };
  if (t.has_remove_all_from_array)
    return { path, kind: 'arrayRemove', elements: t.remove_all_from_array.values.map(fromProto) };
  throw new FirestoreError(
    Code.INVALID_ARGUMENT,
    `Unsupported field transform on ${t.field_path}.`,
  );
}

export function writeSpecFromProto(w: Write): WriteSpec {
  const precondition = w.has_current_document
    ? preconditionFromProto(w.current_document)
    : undefined;
  if (w.has_delete) return { kind: 'delete', name: w.delete, precondition };
  if (w.has_update) {
    return {
      kind: 'update',
      name: w.update.name,
      fields: fieldsFromProto(w.update.fields),
      mask: w.has_update_mask ? w.update_mask.field_paths.map(parseFieldPath) : undefined,
      transforms: w.update_transforms.map(transformFromProto),
      precondition,
    };
  }
  if (w.has_transform) {
    return {
      kind: 'transform',
      name: w.transform.document,
      transforms: w.transform.field_transforms.map(transformFromProto),
      precondition,
    };
  }
  throw new FirestoreError(
    Code.INVALID_ARGUMENT,
    'A write must have an update, a delete or a transform.',
  );
}

export const writePath = (w: WriteSpec): string => w.name;

function applyNumeric(
  kind: 'increment' | 'maximum' | 'minimum',
  current: Val | undefined,
  operand: Val,
): Val {
  const cur = current === undefined ? undefined : numberOf(current);
  const op = numberOf(operand);
  if (op === undefined) throw new FirestoreError(Code.INVALID_ARGUMENT, `${kind} needs a number.`);
  if (cur === undefined || current === undefined) return operand;
  const bothInts = 'integer_value' in current && 'integer_value' in operand;
  if (kind === 'increment') {
    const sum = cur + op;
    return bothInts && Number.isSafeInteger(sum) ? { integer_value: sum } : { double_value: sum };
  }
  const pickOperand =
    kind === 'maximum' ? compareValues(operand, current) > 0 : compareValues(operand, current) < 0;
  return pickOperand ? operand : current;
}

function applyTransform(
  fields: Fields,
  t: TransformSpec,
  commitTime: Ts,
): { fields: Fields; result: Val } {
  const current = getField(fields, t.path);
  let next: Val;
  switch (t.kind) {
    case 'serverTime':
      next = { timestamp_value: { ...commitTime } };
      break;
    case 'increment':
    case 'maximum':
    case 'minimum':
      next = applyNumeric(t.kind, current, t.operand);
      break;
    case 'arrayUnion': {
      const values = current && 'array_value' in current ? [...current.array_value.values] : [];
      for (const e of t.elements) if (!values.some((v) => sameElement(v, e))) values.push(e);
      next = { array_value: { values } };
      break;
    }
    case 'arrayRemove': {
      const values = current && 'array_value' in current ? current.array_value.values : [];
      next = {
        array_value: { values: values.filter((v) => !t.elements.some((e) => sameElement(v, e))) },
      };
      break;
    }
  }
  return { fields: setField(fields, t.path, next), result: next };
}

export interface WriteOutcome {
  updateTime: Ts;
  transformResults: Val[];
}

interface Staged {
  exists: boolean;
  fields: Fields;
  createTime?: Ts;
  updateTime?: Ts;
}

/** Hands out strictly increasing commit times with microsecond precision, like the service. */
class CommitClock {
  private lastMicros = 0;
  next(): Ts {
    const micros = Math.max(Date.now() * 1000, this.lastMicros + 1);
    this.lastMicros = micros;
    return { seconds: Math.floor(micros / 1e6), nanos: (micros % 1e6) * 1000 };
  }
  /** Never hand out a time at or before `t` (imported documents may come from a clock ahead of ours). */
  advancePast(t: Ts): void {
    this.lastMicros = Math.max(this.lastMicros, t.seconds * 1e6 + Math.floor(t.nanos / 1000));
  }
  now(): Ts {
    const micros = Math.max(Date.now() * 1000, this.lastMicros);
    return { seconds: Math.floor(micros / 1e6), nanos: (micros % 1e6) * 1000 };
  }
}

interface ExportedDocument {
  path: string;
  createTime: string;
  updateTime: string;
  fields: Record<string, JsonValue>;
}

export interface ExportFile {
  format: 'firestore-fallback';
  version: 1;
  exportedAt: string;
  documents: ExportedDocument[];
}

const DB_ROOT = /^projects\/[^/]+\/databases\/[^/]+\/documents$/;

export class DocumentStore {
  readonly state = new FirestoreState();
  private readonly clock = new CommitClock();
  /** Immutable snapshot per existing document, so reads and queries do not rebuild field maps. */
  private readonly snaps = new WeakMap<FirestoreStateDocument, DocSnap>();

  constructor() {
    // The package's Listen implementation calls state.v1Query; give it the faithful engine.
    (
      this.state as unknown as {
        v1Query: (parent: string, q: StructuredQuery) => FirestoreStateDocument[];
      }
    ).v1Query = (parent, q) =>
      this.runQuery(parent, querySpecFromProto(q)).map((d) => this.state.getDocument(d.name));
  }

  readTime(): Ts {
    return this.clock.now();
  }

  clear(): void {
    this.state.clear();
  }

  // ---- tree walking without creating placeholder nodes ----

  private projects(): FirestoreStateProject[] {
    return Object.values((this.state as unknown as StateInternals).projects);
  }

  private databases(): FirestoreStateDatabase[] {
    return this.projects().flatMap((p) =>
      Object.values((p as unknown as ProjectInternals).databases),
    );
  }

  private static collectionsOf(
    node: FirestoreStateDatabase | FirestoreStateDocument,
  ): Record<string, FirestoreStateCollection> {
    return (node as unknown as DatabaseInternals).collections;
  }

  private static documentsOf(c: FirestoreStateCollection): FirestoreStateDocument[] {
    return Object.values((c as unknown as CollectionInternals).documents);
  }

  /** The database root or document at `path`, or undefined when nothing was ever stored under it. */
  private findNode(path: string): FirestoreStateDatabase | FirestoreStateDocument | undefined {
    const parts = path.split('/');
    if (
      parts.length < 5 ||
      parts[0] !== 'projects' ||
      parts[2] !== 'databases' ||
      parts[4] !== 'documents'
    )
      throw new FirestoreError(Code.INVALID_ARGUMENT, `Invalid resource name: ${path}`);
    const project = (this.state as unknown as StateInternals).projects[parts[1] as string];
    const db = project && (project as unknown as ProjectInternals).databases[parts[3] as string];
    if (!db) return undefined;
    let node: FirestoreStateDatabase | FirestoreStateDocument = db;
    const rest = parts.slice(5);
    if (rest.length % 2 !== 0)
      throw new FirestoreError(Code.INVALID_ARGUMENT, `Not a document path: ${path}`);
    for (let i = 0; i < rest.length; i += 2) {
      const coll: FirestoreStateCollection | undefined =
        DocumentStore.collectionsOf(node)[rest[i] as string];
      const doc: FirestoreStateDocument | undefined =
        coll && (coll as unknown as CollectionInternals).documents[rest[i + 1] as string];
      if (!doc) return undefined;
      node = doc;
    }
    return node;
  }

  /**
   * The document node at `path`, created if needed. The package's own getDocument copies the whole
   * collection (immer) for every new document, which makes bulk writes and imports quadratic.
   */
  private ensureDocument(path: string): FirestoreStateDocument {
    const parts = path.split('/');
    if (
      parts.length < 7 ||
      parts.length % 2 === 0 ||
      parts[0] !== 'projects' ||
      parts[2] !== 'databases' ||
      parts[4] !== 'documents'
    )
      throw new FirestoreError(Code.INVALID_ARGUMENT, `Not a document path: ${path}`);
    const db = this.state.getProject(parts[1] as string).getDatabase(parts[3] as string);
    let node: FirestoreStateDatabase | FirestoreStateDocument = db;
    for (let i = 5; i < parts.length; i += 2) {
      const coll: FirestoreStateCollection = node.getCollection(parts[i] as string);
      const internals = coll as unknown as CollectionInternals;
      const id = parts[i + 1] as string;
      let doc = internals.documents[id];
      if (!doc) {
        doc = new FirestoreStateDocument(this.state.emitter, db, coll, id, {}, {});
        if (Object.isFrozen(internals.documents)) internals.documents = { ...internals.documents };
        internals.documents[id] = doc;
      }
      node = doc;
    }
    return node as FirestoreStateDocument;
  }

  private snapOf(doc: FirestoreStateDocument): DocSnap | undefined {
    if (!doc.metadata.hasExist) return undefined;
    const snap = this.snaps.get(doc);
    if (snap) return snap;
    // Written by the package itself (not through this store): read its fields once.
    const fields: Fields = {};
    for (const [k, f] of Object.entries(docInternals(doc).fields)) fields[k] = f.val;
    const zero = { seconds: 0, nanos: 0 };
    return { name: doc.getPath(), fields, createTime: zero, updateTime: zero };
  }

  getDocument(path: string): DocSnap | undefined {
    const node = this.findNode(path);
    if (!node || DB_ROOT.test(path)) return undefined;
    return this.snapOf(node as FirestoreStateDocument);
  }

  private storeDocument(path: string, staged: Staged): void {
    const doc = this.ensureDocument(path);
    const internals = docInternals(doc);
    const wasExisting = doc.metadata.hasExist;
    if (!staged.exists) {
      internals.fields = {};
      internals.metadata = { hasExist: false, createdAt: null, updatedAt: null };
      this.snaps.delete(doc);
    } else {
      const createTime = staged.createTime as Ts;
      const updateTime = staged.updateTime as Ts;
      internals.fields = Object.fromEntries(
        Object.entries(staged.fields).map(([k, v]) => [k, new StoredField(v)]),
      );
      internals.metadata = {
        hasExist: true,
        createdAt: tsToDate(createTime),
        updatedAt: tsToDate(updateTime),
      };
      this.snaps.set(doc, { name: doc.getPath(), fields: staged.fields, createTime, updateTime });
    }
    const emitter = this.state.emitter as unknown as EventEmitter;
    if (!staged.exists) {
      if (wasExisting) emitter.emit('delete-document', { document: doc });
    } else emitter.emit(wasExisting ? 'update-document' : 'create-document', { document: doc });
  }

  // ---- writes ----

  /** Applies the writes atomically: every precondition is checked before anything is stored. */
  commit(writes: WriteSpec[]): { commitTime: Ts; results: WriteOutcome[] } {
    const commitTime = this.clock.next();
    const staged = new Map<string, Staged>();
    const current = (name: string): Staged => {
      const s = staged.get(name);
      if (s) return s;
      const snap = this.getDocument(name);
      return snap
        ? {
            exists: true,
            fields: snap.fields,
            createTime: snap.createTime,
            updateTime: snap.updateTime,
          }
        : { exists: false, fields: {} };
    };
    const results: WriteOutcome[] = [];
    for (const w of writes) {
      const before = current(w.name);
      checkPrecondition(w.name, before, w.precondition);
      if (w.kind === 'delete') {
        staged.set(w.name, { exists: false, fields: {} });
        results.push({ updateTime: commitTime, transformResults: [] });
        continue;
      }
      let fields: Fields;
      if (w.kind === 'update') {
        if (w.mask) {
          fields = before.fields;
          for (const p of w.mask) {
            const v = getField(w.fields, p);
            fields = v === undefined ? deleteField(fields, p) : setField(fields, p, v);
          }
        } else {
          fields = w.fields;
        }
      } else {
        fields = before.fields;
      }
      const transformResults: Val[] = [];
      for (const t of w.transforms) {
        const r = applyTransform(fields, t, commitTime);
        fields = r.fields;
        transformResults.push(r.result);
      }
      staged.set(w.name, {
        exists: true,
        fields,
        createTime: before.exists ? before.createTime : commitTime,
        updateTime: commitTime,
      });
      results.push({ updateTime: commitTime, transformResults });
    }
    for (const [name, s] of staged) this.storeDocument(name, s);
    return { commitTime, results };
  }

  // ---- queries ----

  private collectDocs(parent: string, from: QuerySpec['from'][number]): DocSnap[] {
    const node = this.findNode(parent);
    if (!node) return [];
    const out: DocSnap[] = [];
    const walk = (n: FirestoreStateDatabase | FirestoreStateDocument, direct: boolean): void => {
      for (const [id, coll] of Object.entries(DocumentStore.collectionsOf(n))) {
        for (const doc of DocumentStore.documentsOf(coll)) {
          // An empty collection id is a kindless query (recursiveDelete): every descendant matches.
          if (id === from.collectionId || from.collectionId === '') {
            const snap = this.snapOf(doc);
            if (snap) out.push(snap);
          }
          if (!direct) walk(doc, false);
        }
      }
    };
    if (from.allDescendants) walk(node, false);
    else {
      const coll = DocumentStore.collectionsOf(node)[from.collectionId];
      if (coll)
        for (const doc of DocumentStore.documentsOf(coll)) {
          const snap = this.snapOf(doc);
          if (snap) out.push(snap);
        }
    }
    return out;
  }

  runQuery(parent: string, spec: QuerySpec): DocSnap[] {
    if (spec.from.length !== 1)
      throw new FirestoreError(Code.INVALID_ARGUMENT, 'A query needs exactly one collection.');
    let docs = this.collectDocs(parent, spec.from[0] as QuerySpec['from'][number]);
    if (spec.where) {
      const where = spec.where;
      docs = docs.filter((d) => matchesFilter(d, where));
    }
    const order = effectiveOrder(spec);
    // orderBy also filters: documents without an ordered field are not returned.
    docs = docs.filter((d) => order.every((o) => valueAt(d, o.path) !== undefined));
    // Sort on precomputed keys; names compare by their segments, split once per document.
    const keyed = docs.map((d) => ({
      d,
      keys: order.map((o) => (isName(o.path) ? d.name.split('/') : (valueAt(d, o.path) as Val))),
    }));
    keyed.sort((a, b) => {
      for (let i = 0; i < order.length; i++) {
        const ka = a.keys[i] as Val | string[];
        const kb = b.keys[i] as Val | string[];
        const c = Array.isArray(ka)
          ? compareSegmentLists(ka, kb as string[])
          : compareValues(ka, kb as Val);
        if (c !== 0) return (order[i] as OrderSpec).desc ? -c : c;
      }
      return 0;
    });
    docs = keyed.map((k) => k.d);
    const collectionParent = spec.from[0]?.allDescendants
      ? parent
      : `${parent}/${spec.from[0]?.collectionId}`;
    const { startAt, endAt } = spec;
    if (startAt) {
      docs = docs.filter((d) => {
        const c = compareToCursor(d, startAt, order, collectionParent);
        return c > 0 || (c === 0 && startAt.before);
      });
    }
    if (endAt) {
      docs = docs.filter((d) => {
        const c = compareToCursor(d, endAt, order, collectionParent);
        return c < 0 || (c === 0 && !endAt.before);
      });
    }
    if (spec.offset > 0) docs = docs.slice(spec.offset);
    if (spec.limit !== undefined) docs = docs.slice(0, spec.limit);
    if (spec.select) {
      const paths = spec.select.filter((p) => !isName(p));
      docs = docs.map((d) => ({ ...d, fields: projectFields(d.fields, paths) }));
    }
    return docs;
  }

  // ---- listing ----

  listDocuments(
    parent: string,
    collectionId: string,
    showMissing: boolean,
  ): { name: string; snap?: DocSnap }[] {
    const node = this.findNode(parent);
    const coll = node && DocumentStore.collectionsOf(node)[collectionId];
    if (!coll) return [];
    const out: { name: string; snap?: DocSnap }[] = [];
    for (const doc of DocumentStore.documentsOf(coll)) {
      const snap = this.snapOf(doc);
      if (snap) out.push({ name: snap.name, snap });
      else if (showMissing && doc.hasChild()) out.push({ name: doc.getPath() });
    }
    return out.sort((a, b) => compareReferences(a.name, b.name));
  }

  listCollectionIds(parent: string): string[] {
    const node = this.findNode(parent);
    if (!node) return [];
    return Object.entries(DocumentStore.collectionsOf(node))
      .filter(([, c]) => c.hasChild())
      .map(([id]) => id)
      .sort(compareStrings);
  }

  // ---- persistence ----

  private allDocuments(): DocSnap[] {
    const out: DocSnap[] = [];
    const walk = (n: FirestoreStateDatabase | FirestoreStateDocument): void => {
      for (const coll of Object.values(DocumentStore.collectionsOf(n))) {
        for (const doc of DocumentStore.documentsOf(coll)) {
          const snap = this.snapOf(doc);
          if (snap) out.push(snap);
          walk(doc);
        }
      }
    };
    for (const db of this.databases()) walk(db);
    return out.sort((a, b) => compareReferences(a.name, b.name));
  }

  exportData(): ExportFile {
    return {
      format: 'firestore-fallback',
      version: 1,
      exportedAt: new Date().toISOString(),
      documents: this.allDocuments().map((d) => ({
        path: d.name,
        createTime: tsToRfc3339(d.createTime),
        updateTime: tsToRfc3339(d.updateTime),
        fields: fieldsToJson(d.fields),
      })),
    };
  }

  importData(data: ExportFile): void {
    if (data.format !== 'firestore-fallback' || !Array.isArray(data.documents))
      throw new Error('Not a Firestore fallback export file.');
    for (const d of data.documents) {
      const updateTime = tsFromRfc3339(d.updateTime);
      this.clock.advancePast(updateTime);
      this.storeDocument(d.path, {
        exists: true,
        fields: fieldsFromJson(d.fields),
        createTime: tsFromRfc3339(d.createTime),
        updateTime,
      });
    }
  }

  /** Resets the data of one database (the REST reset of the official emulator). */
  clearDatabase(project: string, database: string): void {
    const p = (this.state as unknown as StateInternals).projects[project];
    const db = p && (p as unknown as ProjectInternals).databases[database];
    if (db) (db as unknown as DatabaseInternals).collections = {};
  }
}

function checkPrecondition(name: string, before: Staged, p: PreconditionSpec | undefined): void {
  if (!p) return;
  if (p.exists === true && !before.exists)
    throw new FirestoreError(Code.NOT_FOUND, `No document to update: ${name}`);
  if (p.exists === false && before.exists)
    throw new FirestoreError(Code.ALREADY_EXISTS, `Document already exists: ${name}`);
  if (p.updateTime && (!before.exists || compareTs(before.updateTime as Ts, p.updateTime) !== 0)) {
    throw new FirestoreError(
      Code.FAILED_PRECONDITION,
      before.exists
        ? `The stored version (${tsToRfc3339(before.updateTime as Ts)}) does not match the required base version (${tsToRfc3339(p.updateTime)}) for ${name}.`
        : `No document to update: ${name}`,
    );
  }
}
