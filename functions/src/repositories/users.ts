// users/{uid}: the customer profile and a mirror of the role claim (the claim on the token is what counts).
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { splitDisplayName } from '@protect/domain';
import { type Actor, type AuditLogRepository, createAuditLogRepository } from './audit-log';
import { collections } from './collections';
import { GRPC, converter, fromTimestamp, hasGrpcCode, toTimestamp } from './converter';

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
export type ProfileChanges = Partial<
  Pick<UserRecord, 'name' | 'phone' | 'address' | 'city' | 'state' | 'zipCode'>
>;

export type UserDoc = Omit<UserRecord, 'uid' | 'createdAt' | 'updatedAt'> & {
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export const userConverter = converter<UserRecord, UserDoc>(
  ({ uid: _uid, ...user }) => ({
    ...user,
    createdAt: toTimestamp(user.createdAt),
    updatedAt: toTimestamp(user.updatedAt),
  }),
  (uid, doc) => ({
    uid,
    email: doc.email ?? '',
    name: doc.name ?? '',
    firstName: doc.firstName ?? '',
    lastName: doc.lastName ?? '',
    phone: doc.phone ?? '',
    address: doc.address ?? '',
    city: doc.city ?? '',
    state: doc.state ?? '',
    zipCode: doc.zipCode ?? '',
    role: doc.role === 'admin' ? 'admin' : 'customer',
    createdAt: fromTimestamp(doc.createdAt),
    updatedAt: fromTimestamp(doc.updatedAt),
  }),
);

/** Who changes roles: the operator's admin-role script (it has no signed-in user). */
export const ROLE_SCRIPT_ACTOR: Actor = { uid: 'admin-role-script', email: null };

/** A user's profile as the audit log keeps it (no uid: the target names it). */
function auditView({ uid: _uid, ...user }: UserRecord): Record<string, unknown> {
  return user;
}

export function createUsersRepository(
  db: Firestore,
  audit: AuditLogRepository = createAuditLogRepository(db),
) {
  const ref = db.collection(collections.users).withConverter(userConverter);
  return {
    async get(uid: string): Promise<UserRecord | null> {
      const snapshot = await ref.doc(uid).get();
      return snapshot.exists ? (snapshot.data() ?? null) : null;
    },
    async findByEmail(email: string): Promise<UserRecord | null> {
      const snapshot = await ref.where('email', '==', email.trim().toLowerCase()).limit(1).get();
      return snapshot.docs[0]?.data() ?? null;
    },
    /** Creates the profile; false when users/{uid} exists already. */
    async create(user: UserRecord): Promise<boolean> {
      try {
        await ref.doc(user.uid).create(user);
        return true;
      } catch (err) {
        if (hasGrpcCode(err, GRPC.ALREADY_EXISTS)) return false;
        throw err;
      }
    },
    /**
     * Applies allow-listed profile changes; null when the profile does not exist. `auditedAs` (an admin
     * changing someone else's profile) records the change in the audit log in the same transaction.
     */
    async updateProfile(
      uid: string,
      changes: ProfileChanges,
      now: Date,
      auditedAs?: Actor,
    ): Promise<UserRecord | null> {
      const doc = ref.doc(uid);
      return db.runTransaction(async (tx) => {
        const before = (await tx.get(doc)).data();
        if (!before) return null;
        // The profile keeps its name in three fields; a new name replaces all of them.
        const names = changes.name === undefined ? {} : splitDisplayName(changes.name);
        const after: UserRecord = { ...before, ...changes, ...names, uid, updatedAt: now };
        tx.set(doc, after);
        if (auditedAs) {
          audit.record(tx, {
            who: auditedAs,
            action: 'user.profileUpdate',
            target: { collection: collections.users, id: uid },
            before: auditView(before),
            after: auditView(after),
            at: now,
          });
        }
        return after;
      });
    },
    /**
     * Mirrors the role claim (admin script); creates a minimal profile when none exists. A role change is an
     * admin mutation: audited in the same transaction (before: the mirrored role, null without a profile).
     */
    async setRole(
      uid: string,
      email: string,
      role: Role,
      now: Date,
      who: Actor = ROLE_SCRIPT_ACTOR,
    ): Promise<void> {
      const doc = ref.doc(uid);
      await db.runTransaction(async (tx) => {
        const before = (await tx.get(doc)).data();
        audit.record(tx, {
          who,
          action: role === 'admin' ? 'user.roleGrant' : 'user.roleRevoke',
          target: { collection: collections.users, id: uid },
          before: { role: before?.role ?? null },
          after: { role },
          at: now,
        });
        if (before) {
          tx.update(doc, { role, updatedAt: toTimestamp(now) });
        } else {
          tx.set(doc, {
            uid,
            email,
            name: '',
            firstName: '',
            lastName: '',
            phone: '',
            address: '',
            city: '',
            state: '',
            zipCode: '',
            role,
            createdAt: now,
            updatedAt: now,
          });
        }
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
