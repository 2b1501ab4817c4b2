import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Cents, ColorScheme, Deductible } from '@protect/domain';
export interface PlanDeductibles {
    screen: Deductible;
    backGlass: Deductible;
    theft: Deductible;
}
export interface PlanRecord {
    id: number;
    name: string;
    description: string;
    /** 'basic' is priced per device from device pricing; others use monthlyPriceCents. */
    planType: string;
    monthlyPriceCents: Cents | null;
    originalPriceCents: Cents | null;
    isPriceRange: boolean;
    priceMinCents: Cents | null;
    priceMaxCents: Cents | null;
    savingsText: string;
    promotionText: string;
    isPopular: boolean;
    isActive: boolean;
    colorScheme: ColorScheme;
    displayOrder: number;
    durationMonths: number;
    features: string[];
    featureCategories: Record<string, string[]>;
    deductibles: PlanDeductibles;
    claimLimit: number;
    coverageLimitCents: Cents;
    createdAt: Date;
    updatedAt: Date;
}
export type PlanDoc = Omit<PlanRecord, 'createdAt' | 'updatedAt'> & {
    createdAt: Timestamp;
    updatedAt: Timestamp;
};
export declare const planConverter: FirebaseFirestore.FirestoreDataConverter<PlanRecord, PlanDoc>;
export declare function createPlansRepository(db: Firestore): {
    list(): Promise<PlanRecord[]>;
    listActive(): Promise<PlanRecord[]>;
    get(id: number): Promise<PlanRecord | null>;
    /** Writes the plan only when no plan has this id (seed: never overwrites an admin's edits). */
    createIfMissing(plan: PlanRecord): Promise<boolean>;
};
export type PlansRepository = ReturnType<typeof createPlansRepository>;
