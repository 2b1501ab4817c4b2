import type { Firestore, Timestamp } from 'firebase-admin/firestore';
export interface ContactMessageRecord {
    id: string;
    name: string;
    email: string;
    phone: string;
    subject: string;
    message: string;
    createdAt: Date;
}
export type ContactMessageDoc = Omit<ContactMessageRecord, 'id' | 'createdAt'> & {
    createdAt: Timestamp;
};
export declare const contactMessageConverter: FirebaseFirestore.FirestoreDataConverter<ContactMessageRecord, ContactMessageDoc>;
export declare function createContactMessagesRepository(db: Firestore): {
    add(message: Omit<ContactMessageRecord, "id">): Promise<ContactMessageRecord>;
    get(id: string): Promise<ContactMessageRecord | null>;
};
export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;
