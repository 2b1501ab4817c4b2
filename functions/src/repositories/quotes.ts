// quotes: quotes saved by signed-in customers, priced by the server.
import { FieldPath, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import type { PricedQuote } from '@protect/domain';
import type { Actor, AuditLogRepository } from './audit-log';
import { createAuditLogRepository } from './audit-log';
import { collections } from './collections';
import { converter, fromTimestamp, isDocumentId, toTimestamp } from './converter';
import { type Page, type PageRequest, readPage } from './pages';
import { rewriteWhere } from './payments';
import { emailPrefixesOf, emailSearchKey, moveUserCounter, userDocRef } from './users';
import { readRecord, newestOfUser } from './records';

export type QuoteStatus = 'pending' | 'approved';

/** A saved quote: exactly what the domain's quoteFor priced, for whom, and when. */
export interface QuoteRecord extends PricedQuote {
  id: string;
  userId: string;
  userEmail: string;
  /** 'approved' once paid (admin quotes page counts Approved as paid). */
  status: QuoteStatus;
  createdAt: Date;
}

export type QuoteDoc = Omit<QuoteRecord, 'id' | 'createdAt'> & {
  createdAt: Timestamp;
  /** emailPrefixesOf(userEmail): what the admin search by e-mail matches (see users.ts). */
  emailPrefixes?: string[];
};

export const quoteConverter = converter<QuoteRecord, QuoteDoc>(
  ({ id: _id, ...quote }) => ({
    ...quote,
    emailPrefixes: emailPrefixesOf(quote.userEmail),
    createdAt: toTimestamp(quote.createdAt),
  }),
  (id, { emailPrefixes: _prefixes, ...doc }) => ({
    ...doc,
    id,
    createdAt: fromTimestamp(doc.createdAt),
  }),
);

/** Most quotes one customer's list returns. */
export const MAX_QUOTES_PER_CUSTOMER_LIST = 50;

export function createQuotesRepository(
  db: Firestore,
  audit: AuditLogRepository = createAuditLogRepository(db),
) {
  const ref = db.collection(collections.quotes).withConverter(quoteConverter);
  const searched = (search: string) => {
    const key = emailSearchKey(search);
    return key === '' ? ref : ref.where('emailPrefixes', 'array-contains', key);
  };
  return {
    /** Saves a quote and counts it on the customer's profile (users/{uid}.quotesCount), together. */
    async add(quote: Omit<QuoteRecord, 'id'>): Promise<QuoteRecord> {
      const doc = ref.doc();
      const record: QuoteRecord = { ...quote, id: doc.id };
      await db.runTransaction(async (tx) => {
        const user = await tx.get(userDocRef(db, quote.userId));
        tx.create(doc, record);
        moveUserCounter(tx, user, 'quotesCount', 1);
      });
      return record;
    },
    /**
     * One page of the admin quotes list, newest first; `search` matches the start of the e-mail address
     * (index: emailPrefixes contains, createdAt desc).
     */
    page(request: PageRequest, search = ''): Promise<Page<QuoteRecord>> {
      return readPage(searched(search), request);
    },
    /** How many quotes the list has (with the search), from a count() aggregation. */
    async count(search = ''): Promise<number> {
      return (await searched(search).count().get()).data().count;
    },
    /** An admin deletes a quote: uncounted from its customer and audited, together. False when absent. */
    async deleteAudited(id: string, who: Actor, now: Date): Promise<boolean> {
      if (!isDocumentId(id)) return false;
      const doc = ref.doc(id);
      return db.runTransaction(async (tx) => {
        const before = (await tx.get(doc)).data();
        if (!before) return false;
        const user = await tx.get(userDocRef(db, before.userId));
        tx.delete(doc);
        moveUserCounter(tx, user, 'quotesCount', -1);
        const { id: _id, ...view } = before;
        audit.record(tx, {
          who,
          action: 'quote.delete',
          target: { collection: collections.quotes, id },
          before: view,
          after: null,
          at: now,
        });
        return true;
      });
    },
    /**
     * Rewrites every quote through the converter, so quotes saved before the admin search existed get their
     * e-mail prefixes (functions/scripts/backfill-admin-lists.ts). Answers how many.
     */
    rewriteAll(): Promise<number> {
      return rewriteWhere(
        db,
        ref.orderBy(FieldPath.documentId()),
        quoteConverter.toFirestore,
        (q) => q,
      );
    },
    /** Deletes every quote of a user (the user is deleted: a quote is no record an insurer keeps). */
    async deleteAllOf(userId: string): Promise<number> {
      let deleted = 0;
      for (;;) {
        const snapshot = await ref.where('userId', '==', userId).limit(400).get();
        if (snapshot.empty) return deleted;
        const batch = db.batch();
        for (const doc of snapshot.docs) batch.delete(doc.ref);
        await batch.commit();
        deleted += snapshot.size;
      }
    },
    async get(id: string): Promise<QuoteRecord | null> {
      if (!isDocumentId(id)) return null;
      return readRecord(ref, id);
    },
    /** The customer's quotes, newest first (index: userId asc, createdAt desc). */
    async listForUser(userId: string): Promise<QuoteRecord[]> {
      return newestOfUser(ref, userId, MAX_QUOTES_PER_CUSTOMER_LIST);
    },
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
