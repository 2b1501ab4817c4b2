import { type DocumentData, type FirestoreDataConverter, Timestamp } from 'firebase-admin/firestore';
export declare function converter<Model, Doc extends DocumentData>(toDoc: (model: Model) => Doc, fromDoc: (id: string, doc: Doc) => Model): FirestoreDataConverter<Model, Doc>;
export declare function toTimestamp(date: Date): Timestamp;
/** Reads a stored date; tolerates documents written by hand with ISO strings or missing dates. */
export declare function fromTimestamp(value: unknown): Date;
/** gRPC status codes the admin SDK surfaces on failed preconditions. */
export declare const GRPC: {
    readonly ALREADY_EXISTS: 6;
    readonly NOT_FOUND: 5;
};
export declare function hasGrpcCode(err: unknown, code: number): boolean;
