// quotes: quotes saved by signed-in customers, priced by the server.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { PricedQuote } from '@protect/domain';
import { collections } from './collections';
import { converter, fromTimestamp, isDocumentId, toTimestamp } from './converter';

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

export type QuoteDoc = Omit<QuoteRecord, 'id' | 'createdAt'> & { createdAt: Timestamp };

export const quoteConverter = converter<QuoteRecord, QuoteDoc>(
  ({ id: _id, ...quote }) => ({ ...quote, createdAt: toTimestamp(quote.createdAt) }),
  (id, doc) => ({ ...doc, id, createdAt: fromTimestamp(doc.createdAt) }),
);

/** Most quotes one customer's list returns. */
export const MAX_QUOTES_PER_CUSTOMER_LIST = 50;

export function createQuotesRepository(db: Firestore) {
  const ref = db.collection(collections.quotes).withConverter(quoteConverter);
  return {
    async add(quote: Omit<QuoteRecord, 'id'>): Promise<QuoteRecord> {
      const doc = ref.doc();
      const record: QuoteRecord = { ...quote, id: doc.id };
      await doc.create(record);
      return record;
    },
    async get(id: string): Promise<QuoteRecord | null> {
      if (!isDocumentId(id)) return null;
      const snapshot = await ref.doc(id).get();
      return snapshot.exists ? (snapshot.data() ?? null) : null;
    },
    /** The customer's quotes, newest first (index: userId asc, createdAt desc). */
    async listForUser(userId: string): Promise<QuoteRecord[]> {
      const snapshot = await ref
        .where('userId', '==', userId)
        .orderBy('createdAt', 'desc')
        .limit(MAX_QUOTES_PER_CUSTOMER_LIST)
        .get();
      return snapshot.docs.map((doc) => doc.data());
    },
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
