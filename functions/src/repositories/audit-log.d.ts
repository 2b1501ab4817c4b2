import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
export interface Actor {
    uid: string;
    email: string | null;
}
export interface AuditEntry {
    id: string;
    who: Actor;
    /** e.g. 'devicePricing.create', 'devicePricing.update', 'devicePricing.delete'. */
    action: string;
    target: {
        collection: string;
        id: string;
    };
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    at: Date;
}
export type AuditDoc = Omit<AuditEntry, 'id' | 'at'> & {
    at: Timestamp;
};
export declare const auditConverter: FirebaseFirestore.FirestoreDataConverter<AuditEntry, AuditDoc>;
export declare function createAuditLogRepository(db: Firestore): {
    /** Adds the entry inside the caller's transaction. */
    record(tx: Transaction, entry: Omit<AuditEntry, "id">): void;
    listForTarget(collection: string, id: string): Promise<AuditEntry[]>;
};
export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
