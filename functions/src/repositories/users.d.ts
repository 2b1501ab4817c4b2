import type { Firestore, Timestamp } from 'firebase-admin/firestore';
export type Role = 'customer' | 'admin';
export interface UserRecord {
    uid: string;
    /** As the identity service holds it (lower case). */
    email: string;
    name: string;
    firstName: string;
    lastName: string;
    phone: string;
    address: string;
    city: string;
    state: string;
    zipCode: string;
    role: Role;
    createdAt: Date;
    updatedAt: Date;
}
/** The profile fields a customer may change (email and role are never among them). */
export type ProfileChanges = Partial<Pick<UserRecord, 'name' | 'phone' | 'address' | 'city' | 'state' | 'zipCode'>>;
export type UserDoc = Omit<UserRecord, 'uid' | 'createdAt' | 'updatedAt'> & {
    createdAt: Timestamp;
    updatedAt: Timestamp;
};
export declare const userConverter: FirebaseFirestore.FirestoreDataConverter<UserRecord, UserDoc>;
export declare function createUsersRepository(db: Firestore): {
    get(uid: string): Promise<UserRecord | null>;
    findByEmail(email: string): Promise<UserRecord | null>;
    /** Creates the profile; false when users/{uid} exists already. */
    create(user: UserRecord): Promise<boolean>;
    /** Applies allow-listed profile changes; null when the profile does not exist. */
    updateProfile(uid: string, changes: ProfileChanges, now: Date): Promise<UserRecord | null>;
    /** Mirrors the role claim (admin script); creates a minimal profile when none exists. */
    setRole(uid: string, email: string, role: Role, now: Date): Promise<void>;
};
export type UsersRepository = ReturnType<typeof createUsersRepository>;
