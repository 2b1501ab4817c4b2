// contactMessages: messages sent through the public contact form.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { collections } from './collections';
import { converter, fromTimestamp, isDocumentId, toTimestamp } from './converter';
import { readRecord } from './records';

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

export const contactMessageConverter = converter<ContactMessageRecord, ContactMessageDoc>(
  ({ id: _id, ...message }) => ({ ...message, createdAt: toTimestamp(message.createdAt) }),
  (id, doc) => ({ ...doc, id, createdAt: fromTimestamp(doc.createdAt) }),
);

export function createContactMessagesRepository(db: Firestore) {
  const ref = db.collection(collections.contactMessages).withConverter(contactMessageConverter);
  return {
    async add(message: Omit<ContactMessageRecord, 'id'>): Promise<ContactMessageRecord> {
      const doc = ref.doc();
      const record: ContactMessageRecord = { ...message, id: doc.id };
      await doc.create(record);
      return record;
    },
    async get(id: string): Promise<ContactMessageRecord | null> {
      if (!isDocumentId(id)) return null;
      return readRecord(ref, id);
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof createContactMessagesRepository>;
