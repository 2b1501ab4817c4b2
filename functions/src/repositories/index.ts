// All repositories over one Firestore instance.
import type { Firestore } from 'firebase-admin/firestore';
import { createAddOnsRepository } from './addons';
import { createAuditLogRepository } from './audit-log';
import { createContactMessagesRepository } from './contact-messages';
import { createDevicePricingRepository } from './device-pricing';
import { createPlansRepository } from './plans';
import { createQuotesRepository } from './quotes';
import { createUsersRepository } from './users';

export function createRepositories(db: Firestore) {
  const auditLog = createAuditLogRepository(db);
  return {
    plans: createPlansRepository(db, auditLog),
    addOns: createAddOnsRepository(db, auditLog),
    devicePricing: createDevicePricingRepository(db, auditLog),
    users: createUsersRepository(db, auditLog),
    quotes: createQuotesRepository(db),
    contactMessages: createContactMessagesRepository(db),
    auditLog,
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
export { collections } from './collections';
