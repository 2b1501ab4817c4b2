import type { Firestore } from 'firebase-admin/firestore';
export declare function createRepositories(db: Firestore): {
    plans: {
        list(): Promise<import("./plans").PlanRecord[]>;
        listActive(): Promise<import("./plans").PlanRecord[]>;
        get(id: number): Promise<import("./plans").PlanRecord | null>;
        createIfMissing(plan: import("./plans").PlanRecord): Promise<boolean>;
    };
    addOns: {
        list(): Promise<import("./addons").AddOnRecord[]>;
        listActive(): Promise<import("./addons").AddOnRecord[]>;
        createIfMissing(addOn: import("./addons").AddOnRecord): Promise<boolean>;
    };
    devicePricing: {
        list(): Promise<import("./device-pricing").DevicePricingRecord[]>;
        listActive(): Promise<import("./device-pricing").DevicePricingRecord[]>;
        get(id: string): Promise<import("./device-pricing").DevicePricingRecord | null>;
        createIfMissing(record: import("./device-pricing").DevicePricingRecord): Promise<boolean>;
        create(fields: import("./device-pricing").DevicePricingFields, who: import("./audit-log").Actor, now: Date): Promise<import("./device-pricing").DevicePricingRecord>;
        update(id: string, changes: Partial<import("./device-pricing").DevicePricingFields>, who: import("./audit-log").Actor, now: Date): Promise<import("./device-pricing").DevicePricingRecord | null>;
        delete(id: string, who: import("./audit-log").Actor, now: Date): Promise<boolean>;
    };
    users: {
        get(uid: string): Promise<import("./users").UserRecord | null>;
        findByEmail(email: string): Promise<import("./users").UserRecord | null>;
        create(user: import("./users").UserRecord): Promise<boolean>;
        updateProfile(uid: string, changes: import("./users").ProfileChanges, now: Date): Promise<import("./users").UserRecord | null>;
        setRole(uid: string, email: string, role: import("./users").Role, now: Date): Promise<void>;
    };
    quotes: {
        add(quote: Omit<import("./quotes").QuoteRecord, "id">): Promise<import("./quotes").QuoteRecord>;
        get(id: string): Promise<import("./quotes").QuoteRecord | null>;
        listForUser(userId: string): Promise<import("./quotes").QuoteRecord[]>;
    };
    contactMessages: {
        add(message: Omit<import("./contact-messages").ContactMessageRecord, "id">): Promise<import("./contact-messages").ContactMessageRecord>;
        get(id: string): Promise<import("./contact-messages").ContactMessageRecord | null>;
    };
    auditLog: {
        record(tx: FirebaseFirestore.Transaction, entry: Omit<import("./audit-log").AuditEntry, "id">): void;
        listForTarget(collection: string, id: string): Promise<import("./audit-log").AuditEntry[]>;
    };
};
export type Repositories = ReturnType<typeof createRepositories>;
export { collections } from './collections';
