import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Cents, DeviceType } from '@protect/domain';
import type { PlanDeductibles } from './plans';
export type QuoteStatus = 'pending' | 'approved';
export interface QuoteRecord {
    id: string;
    userId: string;
    userEmail: string;
    deviceType: DeviceType;
    devicePricingId: string;
    deviceBrand: string;
    deviceModel: string;
    deviceValueCents: Cents;
    planId: number;
    planType: string;
    planName: string;
    monthlyPriceCents: Cents;
    yearlyPriceCents: Cents;
    originalPriceCents: Cents | null;
    savingsText: string;
    deductibles: PlanDeductibles;
    claimLimit: number;
    coverageLimitCents: Cents;
    planFeatures: string[];
    imei: string;
    /** 'approved' once paid (admin quotes page counts Approved as paid). */
    status: QuoteStatus;
    createdAt: Date;
}
export type QuoteDoc = Omit<QuoteRecord, 'id' | 'createdAt'> & {
    createdAt: Timestamp;
};
export declare const quoteConverter: FirebaseFirestore.FirestoreDataConverter<QuoteRecord, QuoteDoc>;
/** Most quotes one customer's list returns. */
export declare const MAX_QUOTES_PER_CUSTOMER_LIST = 50;
export declare function createQuotesRepository(db: Firestore): {
    add(quote: Omit<QuoteRecord, "id">): Promise<QuoteRecord>;
    get(id: string): Promise<QuoteRecord | null>;
    /** The customer's quotes, newest first (index: userId asc, createdAt desc). */
    listForUser(userId: string): Promise<QuoteRecord[]>;
};
export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
