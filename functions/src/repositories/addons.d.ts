import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { AddOnIcon, AddOnType, Cents, ColorScheme } from '@protect/domain';
export interface AddOnRecord {
    id: string;
    name: string;
    description: string;
    monthlyPriceCents: Cents;
    addonType: AddOnType | null;
    iconName: AddOnIcon;
    colorScheme: ColorScheme;
    displayOrder: number;
    isActive: boolean;
    isPopular: boolean;
    features: string[];
    createdAt: Date;
    updatedAt: Date;
}
export type AddOnDoc = Omit<AddOnRecord, 'id' | 'createdAt' | 'updatedAt'> & {
    createdAt: Timestamp;
    updatedAt: Timestamp;
};
export declare const addOnConverter: FirebaseFirestore.FirestoreDataConverter<AddOnRecord, AddOnDoc>;
export declare function createAddOnsRepository(db: Firestore): {
    list(): Promise<AddOnRecord[]>;
    listActive(): Promise<AddOnRecord[]>;
    createIfMissing(addOn: AddOnRecord): Promise<boolean>;
};
export type AddOnsRepository = ReturnType<typeof createAddOnsRepository>;
