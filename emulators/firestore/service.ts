// The gRPC Firestore service: the package's FirestoreServiceV1Impl, with every method the
// server SDKs use replaced by one that runs on the faithful store and takes transaction locks.
// Listen (onSnapshot) stays the package's own, fed by the store's query engine.
import { FirestoreServiceV1Impl } from '@firestore-emulator/server/dist/server/FirestoreServiceV1Impl';
import {
  BatchGetDocumentsResponse,
  BatchWriteResponse,
  type ListenRequest,
  type ListenResponse,
  BeginTransactionResponse,
  CommitResponse,
  ListCollectionIdsResponse,
  ListDocumentsResponse,
  RunAggregationQueryResponse,
  RunQueryResponse,
  type BatchGetDocumentsRequest,
  type BatchWriteRequest,
  type BeginTransactionRequest,
  type CommitRequest,
  type CreateDocumentRequest,
  type DeleteDocumentRequest,
  type GetDocumentRequest,
  type ListCollectionIdsRequest,
  type ListDocumentsRequest,
  type RollbackRequest,
  type RunAggregationQueryRequest,
  type RunQueryRequest,
  type UpdateDocumentRequest,
} from '@firestore-emulator/proto/dist/google/firestore/v1/firestore';
import { Document } from '@firestore-emulator/proto/dist/google/firestore/v1/document';
import type { TransactionOptions as ProtoTxOptions } from '@firestore-emulator/proto/dist/google/firestore/v1/common';
import { Empty } from '@firestore-emulator/proto/dist/google/protobuf/empty';
import {
  Metadata,
  type ServerUnaryCall,
  type ServerDuplexStream,
  type ServerWritableStream,
  type sendUnaryData,
} from '@grpc/grpc-js';
import {
  Code,
  FirestoreError,
  querySpecFromProto,
  writeSpecFromProto,
  type DocSnap,
  type DocumentStore,
} from './store';
import {
  collectionKey,
  writeKeys,
  type Transaction,
  type TransactionManager,
} from './transactions';
import {
  fieldsFromProto,
  getField,
  numberOf,
  parseFieldPath,
  projectFields,
  type Fields,
  type Ts,
  type Val,
} from './values';

interface GrpcError {
  code: number;
  details: string;
  message: string;
}

function toGrpcError(err: unknown): GrpcError {
  if (err instanceof FirestoreError)
    return { code: err.code, details: err.message, message: err.message };
  const message = err instanceof Error ? err.message : String(err);
  console.error('[firestore-fallback]', err);
  return { code: Code.INTERNAL, details: message, message };
}

const docObject = (snap: DocSnap, mask?: string[][]): ReturnType<Document['toObject']> => ({
  name: snap.name,
  fields: mask ? projectFields(snap.fields, mask) : snap.fields,
  create_time: snap.createTime,
  update_time: snap.updateTime,
});

interface ReadContext {
  tx?: Transaction;
  /** Set when this read started the transaction: the id goes back in the first response. */
  newId?: Buffer;
}

export class FallbackFirestoreService extends FirestoreServiceV1Impl {
  readonly #store: DocumentStore;
  readonly #txs: TransactionManager;

  constructor(store: DocumentStore, txs: TransactionManager) {
    super(store.state);
    this.#store = store;
    this.#txs = txs;
  }

  #readContext(req: {
    consistency_selector: string;
    transaction: Uint8Array;
    new_transaction: ProtoTxOptions;
  }): ReadContext {
    if (req.consistency_selector === 'transaction') return { tx: this.#txs.get(req.transaction) };
    if (req.consistency_selector === 'new_transaction') {
      const { id, tx } = this.#txs.begin(req.new_transaction.has_read_only);
      return { tx, newId: id };
    }
    return {};
  }

  #unary<T>(callback: sendUnaryData<T>, work: () => Promise<T> | T): void {
    Promise.resolve()
      .then(work)
      .then(
        (res) => callback(null, res),
        (err: unknown) => callback(toGrpcError(err), null),
      );
  }

  #stream<Req, Res>(call: ServerWritableStream<Req, Res>, work: () => Promise<void>): void {
    // Headers go out first, as Firestore sends them: a stream that fails before any header is
    // retried twice by the SDK's transport (seconds of backoff), which turns an ABORTED into a stall.
    call.sendMetadata(new Metadata());
    work().then(
      () => call.end(),
      (err: unknown) => call.emit('error', toGrpcError(err)),
    );
  }

  /**
   * A client that gave up while its first transactional read waited for a lock never learns the
   * transaction id, so it can never roll back: release the locks now instead of at idle expiry.
   */
  #dropIfCancelled<Req, Res>(call: ServerWritableStream<Req, Res>, ctx: ReadContext): boolean {
    if (!call.cancelled) return false;
    if (ctx.tx && ctx.newId) this.#txs.finish(ctx.tx);
    return true;
  }

  override Listen(call: ServerDuplexStream<ListenRequest, ListenResponse>): void {
    // The package never finishes a Listen call; close it when the client does (onSnapshot
    // unsubscribe), so the client sees a clean OK instead of a cancelled stream at shutdown.
    call.on('end', () => call.end());
    call.on('error', () => undefined);
    // The package handles the first request inside a 'data' listener: an error thrown there (a
    // query it cannot run) would escape the event emitter and end the whole process. Report it
    // to this client instead.
    const once = call.once.bind(call) as (
      event: string,
      listener: (...args: unknown[]) => void,
    ) => unknown;
    (call as unknown as { once: typeof once }).once = (event, listener) =>
      once(event, (...args) => {
        try {
          listener(...args);
        } catch (err) {
          call.emit('error', toGrpcError(err));
        }
      });
    super.Listen(call);
  }

  override BeginTransaction(
    call: ServerUnaryCall<BeginTransactionRequest, BeginTransactionResponse>,
    callback: sendUnaryData<BeginTransactionResponse>,
  ): void {
    this.#unary(callback, () => {
      const readOnly = call.request.has_options && call.request.options.has_read_only;
      const { id } = this.#txs.begin(readOnly);
      return BeginTransactionResponse.fromObject({ transaction: id });
    });
  }

  override Rollback(
    call: ServerUnaryCall<RollbackRequest, Empty>,
    callback: sendUnaryData<Empty>,
  ): void {
    this.#unary(callback, () => {
      this.#txs.rollback(call.request.transaction);
      return Empty.fromObject({});
    });
  }

  override Commit(
    call: ServerUnaryCall<CommitRequest, CommitResponse>,
    callback: sendUnaryData<CommitResponse>,
  ): void {
    this.#unary(callback, async () => {
      const writes = call.request.writes.map(writeSpecFromProto);
      const paths = writeKeys(writes.map((w) => w.name));
      const run = (): CommitResponse => {
        const { commitTime, results } = this.#store.commit(writes);
        return CommitResponse.fromObject({
          commit_time: commitTime,
          write_results: results.map((r) => ({
            update_time: r.updateTime,
            transform_results: r.transformResults,
          })),
        });
      };
      if (call.request.transaction.length === 0) return this.#txs.withWriteLocks(paths, run);
      const tx = this.#txs.get(call.request.transaction);
      if (tx.readOnly && writes.length > 0)
        throw new FirestoreError(
          Code.INVALID_ARGUMENT,
          'Cannot modify entities in a read-only transaction.',
        );
      try {
        await this.#txs.lock(tx, paths);
        return run();
      } finally {
        this.#txs.finish(tx);
      }
    });
  }

  override BatchWrite(
    call: ServerUnaryCall<BatchWriteRequest, BatchWriteResponse>,
    callback: sendUnaryData<BatchWriteResponse>,
  ): void {
    // BulkWriter: each write stands alone and reports its own status.
    this.#unary(callback, async () => {
      const writeResults: { update_time?: Ts }[] = [];
      const status: { code: number; message: string }[] = [];
      for (const w of call.request.writes) {
        try {
          const spec = writeSpecFromProto(w);
          const { results } = await this.#txs.withWriteLocks(writeKeys([spec.name]), () =>
            this.#store.commit([spec]),
          );
          writeResults.push({ update_time: results[0]?.updateTime });
          status.push({ code: 0, message: '' });
        } catch (err) {
          const e = toGrpcError(err);
          writeResults.push({});
          status.push({ code: e.code, message: e.details });
        }
      }
      return BatchWriteResponse.fromObject({ write_results: writeResults, status });
    });
  }

  override BatchGetDocuments(
    call: ServerWritableStream<BatchGetDocumentsRequest, BatchGetDocumentsResponse>,
  ): void {
    this.#stream(call, async () => {
      const req = call.request;
      const ctx = this.#readContext(req);
      if (ctx.tx) await this.#txs.lock(ctx.tx, req.documents);
      if (this.#dropIfCancelled(call, ctx)) return;
      const mask = req.has_mask ? req.mask.field_paths.map(parseFieldPath) : undefined;
      const readTime = this.#store.readTime();
      if (ctx.newId)
        call.write(
          BatchGetDocumentsResponse.fromObject({ transaction: ctx.newId, read_time: readTime }),
        );
      for (const name of req.documents) {
        const snap = this.#store.getDocument(name);
        call.write(
          BatchGetDocumentsResponse.fromObject(
            snap
              ? { found: docObject(snap, mask), read_time: readTime }
              : { missing: name, read_time: readTime },
          ),
        );
      }
    });
  }

  /**
   * Runs a query; inside a read-write transaction it first locks the collection (see
   * collectionKey), then the documents it returns.
   */
  async #query(
    parent: string,
    req: RunQueryRequest['structured_query'],
    ctx: ReadContext,
  ): Promise<DocSnap[]> {
    const spec = querySpecFromProto(req);
    if (!ctx.tx || ctx.tx.readOnly) return this.#store.runQuery(parent, spec);
    const from = spec.from[0];
    if (spec.from.length === 1 && from && !from.allDescendants)
      await this.#txs.lock(ctx.tx, [collectionKey(`${parent}/${from.collectionId}`)]);
    let docs = this.#store.runQuery(parent, spec);
    // Lock, then re-run until the locked set covers the result (a commit may land while waiting).
    for (let i = 0; i < 5; i++) {
      await this.#txs.lock(
        ctx.tx,
        docs.map((d) => d.name),
      );
      const again = this.#store.runQuery(parent, spec);
      if (again.every((d) => ctx.tx?.locks.has(d.name))) return again;
      docs = again;
    }
    return this.#store.runQuery(parent, spec);
  }

  override RunQuery(call: ServerWritableStream<RunQueryRequest, RunQueryResponse>): void {
    this.#stream(call, async () => {
      const req = call.request;
      const ctx = this.#readContext(req);
      const docs = await this.#query(req.parent, req.structured_query, ctx);
      if (this.#dropIfCancelled(call, ctx)) return;
      const readTime = this.#store.readTime();
      let first = true;
      const extra = (): { transaction?: Buffer } => {
        const t = first && ctx.newId ? { transaction: ctx.newId } : {};
        first = false;
        return t;
      };
      for (const d of docs) {
        call.write(
          RunQueryResponse.fromObject({ document: docObject(d), read_time: readTime, ...extra() }),
        );
      }
      call.write(RunQueryResponse.fromObject({ read_time: readTime, done: true, ...extra() }));
    });
  }

  override RunAggregationQuery(
    call: ServerWritableStream<RunAggregationQueryRequest, RunAggregationQueryResponse>,
  ): void {
    this.#stream(call, async () => {
      const req = call.request;
      const ctx = this.#readContext(req);
      const agg = req.structured_aggregation_query;
      const docs = await this.#query(req.parent, agg.structured_query, ctx);
      const fields: Fields = {};
      for (const a of agg.aggregations) {
        if (a.has_count) {
          const upTo = a.count.has_up_to ? Number(a.count.up_to.value) : Infinity;
          fields[a.alias] = { integer_value: Math.min(docs.length, upTo) };
        } else if (a.has_sum || a.has_avg) {
          const path = parseFieldPath((a.has_sum ? a.sum.field : a.avg.field).field_path);
          const values = docs
            .map((d) => getField(d.fields, path))
            .filter((v): v is Val => v !== undefined && numberOf(v) !== undefined);
          const total = values.reduce((s, v) => s + (numberOf(v) ?? 0), 0);
          if (a.has_sum) {
            const allInts = values.every((v) => 'integer_value' in v);
            fields[a.alias] =
              allInts && Number.isSafeInteger(total)
                ? { integer_value: total }
                : { double_value: total };
          } else {
            fields[a.alias] =
              values.length === 0 ? { null_value: 0 } : { double_value: total / values.length };
          }
        }
      }
      call.write(
        RunAggregationQueryResponse.fromObject({
          result: { aggregate_fields: fields },
          read_time: this.#store.readTime(),
          ...(ctx.newId ? { transaction: ctx.newId } : {}),
        }),
      );
    });
  }

  override ListDocuments(
    call: ServerUnaryCall<ListDocumentsRequest, ListDocumentsResponse>,
    callback: sendUnaryData<ListDocumentsResponse>,
  ): void {
    this.#unary(callback, () => {
      const req = call.request;
      const all = this.#store.listDocuments(req.parent, req.collection_id, req.show_missing);
      const start = Number(req.page_token || '0');
      const size = req.page_size > 0 ? req.page_size : all.length;
      const page = all.slice(start, start + size);
      const mask = req.has_mask ? req.mask.field_paths.map(parseFieldPath) : undefined;
      return ListDocumentsResponse.fromObject({
        documents: page.map((d) => (d.snap ? docObject(d.snap, mask) : { name: d.name })),
        next_page_token: start + size < all.length ? String(start + size) : '',
      });
    });
  }

  override ListCollectionIds(
    call: ServerUnaryCall<ListCollectionIdsRequest, ListCollectionIdsResponse>,
    callback: sendUnaryData<ListCollectionIdsResponse>,
  ): void {
    this.#unary(callback, () => {
      const all = this.#store.listCollectionIds(call.request.parent);
      const start = Number(call.request.page_token || '0');
      const size = call.request.page_size > 0 ? call.request.page_size : all.length;
      return ListCollectionIdsResponse.fromObject({
        collection_ids: all.slice(start, start + size),
        next_page_token: start + size < all.length ? String(start + size) : '',
      });
    });
  }

  override GetDocument(
    call: ServerUnaryCall<GetDocumentRequest, Document>,
    callback: sendUnaryData<Document>,
  ): void {
    this.#unary(callback, async () => {
      const req = call.request;
      if (req.has_transaction) await this.#txs.lock(this.#txs.get(req.transaction), [req.name]);
      const snap = this.#store.getDocument(req.name);
      if (!snap) throw new FirestoreError(Code.NOT_FOUND, `Document not found: ${req.name}`);
      return Document.fromObject(
        docObject(snap, req.has_mask ? req.mask.field_paths.map(parseFieldPath) : undefined),
      );
    });
  }

  override CreateDocument(
    call: ServerUnaryCall<CreateDocumentRequest, Document>,
    callback: sendUnaryData<Document>,
  ): void {
    this.#unary(callback, async () => {
      const req = call.request;
      const id = req.document_id || Math.random().toString(36).slice(2, 22);
      const name = `${req.parent}/${req.collection_id}/${id}`;
      const fields = fieldsFromProto(req.document.fields);
      await this.#txs.withWriteLocks(writeKeys([name]), () =>
        this.#store.commit([
          { kind: 'update', name, fields, transforms: [], precondition: { exists: false } },
        ]),
      );
      return Document.fromObject(docObject(this.#store.getDocument(name) as DocSnap));
    });
  }

  override UpdateDocument(
    call: ServerUnaryCall<UpdateDocumentRequest, Document>,
    callback: sendUnaryData<Document>,
  ): void {
    this.#unary(callback, async () => {
      const req = call.request;
      const name = req.document.name;
      const spec = {
        kind: 'update' as const,
        name,
        fields: fieldsFromProto(req.document.fields),
        mask: req.has_update_mask ? req.update_mask.field_paths.map(parseFieldPath) : undefined,
        transforms: [],
        precondition: req.has_current_document
          ? req.current_document.has_exists
            ? { exists: req.current_document.exists }
            : {
                updateTime: {
                  seconds: Number(req.current_document.update_time.seconds),
                  nanos: req.current_document.update_time.nanos,
                },
              }
          : undefined,
      };
      await this.#txs.withWriteLocks(writeKeys([name]), () => this.#store.commit([spec]));
      return Document.fromObject(docObject(this.#store.getDocument(name) as DocSnap));
    });
  }

  override DeleteDocument(
    call: ServerUnaryCall<DeleteDocumentRequest, Empty>,
    callback: sendUnaryData<Empty>,
  ): void {
    this.#unary(callback, async () => {
      const req = call.request;
      const precondition =
        req.has_current_document && req.current_document.has_exists
          ? { exists: req.current_document.exists }
          : undefined;
      await this.#txs.withWriteLocks(writeKeys([req.name]), () =>
        this.#store.commit([{ kind: 'delete', name: req.name, precondition }]),
      );
      return Empty.fromObject({});
    });
  }
}
