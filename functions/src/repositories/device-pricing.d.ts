import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Cents } from '@protect/domain';
import { type Actor, type AuditLogRepository } from './audit-log';
export interface DevicePricingRecord {
    id: string;
    deviceBrand: string;
    deviceModel: string;
    deviceValueCents: Cents;
    /** Monthly price of the basic plan for this device. */
    planPriceCents: Cents;
    deductibleScreenCents: Cents;
    deductibleBackGlassCents: Cents;
    deductibleTheftCents: Cents;
    isActive: boolean;
    createdAt: Date;
    updatedAt: Date;
}
/** The fields an admin may set; id and timestamps are the server's. */
export type DevicePricingFields = Omit<DevicePricingRecord, 'id' | 'createdAt' | 'updatedAt'>;
export type DevicePricingDoc = Omit<DevicePricingRecord, 'id' | 'createdAt' | 'updatedAt'> & {
    createdAt: Timestamp;
    updatedAt: Timestamp;
};
export declare const devicePricingConverter: FirebaseFirestore.FirestoreDataConverter<DevicePricingRecord, DevicePricingDoc>;
export declare function createDevicePricingRepository(db: Firestore, audit?: AuditLogRepository): {
    /** The whole table (a few hundred rows at most), sorted by brand then model. */
    list(): Promise<DevicePricingRecord[]>;
    listActive(): Promise<DevicePricingRecord[]>;
    get(id: string): Promise<DevicePricingRecord | null>;
    createIfMissing(record: DevicePricingRecord): Promise<boolean>;
    create(fields: DevicePricingFields, who: Actor, now: Date): Promise<DevicePricingRecord>;
    /** Applies the changes; null when no record has this id. */
    update(id: string, changes: Partial<DevicePricingFields>, who: Actor, now: Date): Promise<DevicePricingRecord | null>;
    /** Deletes the record; false when no record has this id. */
    delete(id: string, who: Actor, now: Date): Promise<boolean>;
};
export type DevicePricingRepository = ReturnType<typeof createDevicePricingRepository>;
