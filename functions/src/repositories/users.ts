// users/{uid}: the customer profile and a mirror of the role claim (the claim on the token is what counts).
import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { splitDisplayName, type Role } from '@protect/domain';
import { type Actor, type AuditLogRepository, createAuditLogRepository } from './audit-log';
import { collections } from './collections';
import { GRPC, converter, fromTimestamp, hasGrpcCode, toTimestamp } from './converter';
import { type Page, type PageRequest, readPage } from './pages';
import { readRecord } from './records';

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
  /**
   * How many quotes and claims the user has, for the admin users list (a page of 50 users must not read
   * 50 other queries). Kept up to date in the transactions that write quotes and claims; absent (0) on
   * profiles written before they were kept.
   */
  quotesCount?: number;
  claimsCount?: number;
}

/** Where a customer is reached: given at registration and on the profile page, each blank when not given. */
export type ContactDetails = Pick<UserRecord, 'phone' | 'address' | 'city' | 'state' | 'zipCode'>;

/** The contact details given, each missing one blank. */
export function contactDetailsOf(
  given: Partial<Record<keyof ContactDetails, string | null>>,
): ContactDetails {
  return {
    phone: given.phone ?? '',
    address: given.address ?? '',
    city: given.city ?? '',
    state: given.state ?? '',
    zipCode: given.zipCode ?? '',
  };
}

/** The profile fields a customer may change (email and role are never among them). */
export type ProfileChanges = Partial<
  Pick<UserRecord, 'name' | 'phone' | 'address' | 'city' | 'state' | 'zipCode'>
>;

export type UserDoc = Omit<UserRecord, 'uid' | 'createdAt' | 'updatedAt'> & {
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** emailPrefixesOf(email): what the admin search by e-mail matches. */
  emailPrefixes: string[];
};

/** The counters users/{uid} keeps for the admin lists. */
export type UserCounter = 'quotesCount' | 'claimsCount';

/** Longest e-mail start the admin search matches (longer searches match on their first 64 characters). */
export const EMAIL_PREFIX_MAX = 64;

/**
 * Every start of the address, lower case, up to EMAIL_PREFIX_MAX characters. Firestore has no substring
 * search and a range query on `email` would have to be ordered by e-mail; an `array-contains` on the
 * prefixes keeps the list newest first with the same cursor pagination, for at most 64 index entries
 * per document. Stored by the converters of users and quotes, so every whole-record write keeps it.
 */
export function emailPrefixesOf(email: string): string[] {
  const text = email.trim().toLowerCase().slice(0, EMAIL_PREFIX_MAX);
  const prefixes: string[] = [];
  for (let i = 1; i <= text.length; i += 1) prefixes.push(text.slice(0, i));
  return prefixes;
}

/** A search as the prefixes hold it ('' means no search). */
export function emailSearchKey(search: string): string {
  return search.trim().toLowerCase().slice(0, EMAIL_PREFIX_MAX);
}

const countOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

function userToDoc({ uid: _uid, ...user }: UserRecord): UserDoc {
  return {
    ...user,
    emailPrefixes: emailPrefixesOf(user.email),
    quotesCount: countOf(user.quotesCount),
    claimsCount: countOf(user.claimsCount),
    createdAt: toTimestamp(user.createdAt),
    updatedAt: toTimestamp(user.updatedAt),
  };
}

function userFromDoc(uid: string, doc: UserDoc): UserRecord {
  return {
    uid,
    email: doc.email ?? '',
    name: doc.name ?? '',
    firstName: doc.firstName ?? '',
    lastName: doc.lastName ?? '',
    ...contactDetailsOf(doc),
    role: doc.role === 'admin' ? 'admin' : 'customer',
    createdAt: fromTimestamp(doc.createdAt),
    updatedAt: fromTimestamp(doc.updatedAt),
    quotesCount: countOf(doc.quotesCount),
    claimsCount: countOf(doc.claimsCount),
  };
}

export const userConverter = converter<UserRecord, UserDoc>(userToDoc, userFromDoc);

/** A user as a row of the admin lists (pagination names rows by `id`). */
export type UserRow = UserRecord & { id: string };

const userRowConverter = converter<UserRow, UserDoc>(
  ({ id: _id, ...user }) => userToDoc(user),
  (id, doc) => ({ ...userFromDoc(id, doc), id }),
);

/**
 * Moves a user's counter in the caller's transaction. `userDoc` is what the transaction read of
 * users/{uid} (reads come before writes): a user without a profile has nothing to count.
 */
export function moveUserCounter(
  tx: Transaction,
  userDoc: { exists: boolean; ref: DocumentReference },
  counter: UserCounter,
  delta: number,
): void {
  if (userDoc.exists) tx.update(userDoc.ref, { [counter]: FieldValue.increment(delta) });
}

/** users/{uid} as a plain reference, for transactions that move its counters. */
export function userDocRef(db: Firestore, uid: string): DocumentReference {
  return db.collection(collections.users).doc(uid);
}

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
  const rows = db.collection(collections.users).withConverter(userRowConverter);
  const searched = (search: string) => {
    const key = emailSearchKey(search);
    return key === '' ? rows : rows.where('emailPrefixes', 'array-contains', key);
  };
  const admins = db.collection(collections.users).where('role', '==', 'admin');
  return {
    /**
     * One page of the admin users list, newest first; `search` matches the start of the e-mail address
     * (index: emailPrefixes contains, createdAt desc).
     */
    page(request: PageRequest, search = ''): Promise<Page<UserRow>> {
      return readPage(searched(search), request);
    },
    /** How many users the list has (with the search), from a count() aggregation. */
    async count(search = ''): Promise<number> {
      return (await searched(search).count().get()).data().count;
    },
    /** How many profiles mirror the admin role. */
    async countAdmins(): Promise<number> {
      return (await admins.count().get()).data().count;
    },
    /**
     * Deletes the profile with its audit entry, in one transaction that counts the admins again: `refuse`
     * answers a message to stop (the last admin), null to go on. 'absent' when there is no profile (a
     * sign-in account without one, or a deletion finished again): the deletion is audited all the same.
     */
    async deleteProfile(
      uid: string,
      refuse: (profile: UserRecord, adminCount: number) => string | null,
      who: Actor,
      now: Date,
    ): Promise<{ kind: 'deleted' | 'absent' } | { kind: 'refused'; message: string }> {
      const doc = ref.doc(uid);
      return db.runTransaction(async (tx) => {
        const before = (await tx.get(doc)).data();
        if (before) {
          const adminCount = (await tx.get(admins.count())).data().count;
          const message = refuse(before, adminCount);
          if (message !== null) return { kind: 'refused', message } as const;
          tx.delete(doc);
        }
        audit.record(tx, {
          who,
          action: 'user.delete',
          target: { collection: collections.users, id: uid },
          before: before ? auditView(before) : null,
          after: null,
          at: now,
        });
        return { kind: before ? 'deleted' : 'absent' } as const;
      });
    },
    /**
     * Counts a profile's quotes and claims again (count() aggregations in a transaction, so an increment
     * made meanwhile is not lost) and rewrites it through the converter, which also stores its e-mail
     * prefixes: for profiles written before the admin lists kept them (functions/scripts/backfill-admin-lists.ts).
     * False when there is no profile.
     */
    async recount(uid: string): Promise<boolean> {
      const doc = ref.doc(uid);
      const counted = (collection: string) =>
        db.collection(collection).where('userId', '==', uid).count();
      return db.runTransaction(async (tx) => {
        const before = (await tx.get(doc)).data();
        if (!before) return false;
        const [quotes, claims] = await Promise.all([
          tx.get(counted(collections.quotes)),
          tx.get(counted(collections.claims)),
        ]);
        tx.set(doc, {
          ...before,
          quotesCount: quotes.data().count,
          claimsCount: claims.data().count,
        });
        return true;
      });
    },
    /** Every profile's uid, a page at a time (document id order), for maintenance scripts. */
    async uidsAfter(after: string | null, limit: number): Promise<string[]> {
      let query = db.collection(collections.users).orderBy(FieldPath.documentId()).limit(limit);
      if (after !== null) query = query.startAfter(after);
      return (await query.select().get()).docs.map((d) => d.id);
    },
    async get(uid: string): Promise<UserRecord | null> {
      return readRecord(ref, uid);
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
            ...contactDetailsOf({}),
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
