// All repositories over one Firestore instance.
import type { Firestore } from 'firebase-admin/firestore';
import { createAddOnsRepository } from './addons';
import { createAuditLogRepository } from './audit-log';
import { createCardDeclinesRepository } from './card-declines';
import { createClaimsRepository } from './claims';
import { createContactMessagesRepository } from './contact-messages';
import { createDevicePricingRepository } from './device-pricing';
import { createPlansRepository } from './plans';
import { createQuotesRepository } from './quotes';
import { createUsersRepository } from './users';
import { createDevicesRepository } from './devices';
import { createIdempotencyKeysRepository } from './idempotency-keys';
import { createMailRepository } from './mail';
import { createMoneyBackRepository } from './money-back';
import { createMonthlyTotalsRepository } from './monthly-totals';
import { createPaymentCustomersRepository } from './payment-customers';
import { createPaymentsRepository } from './payments';
import { createSubscriptionsRepository } from './subscriptions';
import { createUnmatchedChargesRepository } from './unmatched-charges';

export function createRepositories(db: Firestore) {
  const auditLog = createAuditLogRepository(db);
  const idempotency = createIdempotencyKeysRepository(db);
  return {
    idempotency,
    subscriptions: createSubscriptionsRepository(db, idempotency),
    devices: createDevicesRepository(db),
    payments: createPaymentsRepository(db),
    paymentCustomers: createPaymentCustomersRepository(db),
    unmatchedCharges: createUnmatchedChargesRepository(db),
    plans: createPlansRepository(db, auditLog),
    addOns: createAddOnsRepository(db, auditLog),
    devicePricing: createDevicePricingRepository(db, auditLog),
    users: createUsersRepository(db, auditLog),
    quotes: createQuotesRepository(db),
    claims: createClaimsRepository(db, auditLog, idempotency),
    cardDeclines: createCardDeclinesRepository(db),
    moneyBack: createMoneyBackRepository(db),
    contactMessages: createContactMessagesRepository(db),
    monthlyTotals: createMonthlyTotalsRepository(db),
    mail: createMailRepository(db),
    auditLog,
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
