// The admin lists (spec 02 sections 2 and 7): users, quotes, payments and subscriptions, one cursor page
// at a time, newest first, with totals from aggregations (count() over users and quotes, which a search
// narrows; for payments and subscriptions, sums over the monthly totals' counts, which bill by months, not
// records); the user page in one answer; quote
// deletion; and the rows of the CSV exports, read page by page so an export never holds a collection.
import {
  type ExportKind,
  ADMIN_LIST_MESSAGES,
  type CardDeclineStanding,
  cardDeclineStanding,
} from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { logs } from '../logs';
import type { CardDeclinesRepository } from '../repositories/card-declines';
import type { ClaimRecord, ClaimsRepository } from '../repositories/claims';
import type { DeviceRecord, DevicesRepository } from '../repositories/devices';
import type { MonthlyTotalsRepository } from '../repositories/monthly-totals';
import { type Page, type PageRequest, decodeCursor } from '../repositories/pages';
import type { PaymentRecord, PaymentsRepository } from '../repositories/payments';
import type { QuoteRecord, QuotesRepository } from '../repositories/quotes';
import type { SubscriptionRecord, SubscriptionsRepository } from '../repositories/subscriptions';
import type { UserRecord, UsersRepository } from '../repositories/users';

/**
 * Rows an export reads per query. Larger than a list page: each query costs a round trip whatever its
 * size (on the emulator, 200 and 1,000 rows took about the same ~0.9 s, so 20,000 payments took 94 s in
 * pages of 200 and about a fifth of that in pages of 1,000), and 1,000 rows are well under a megabyte.
 */
export const EXPORT_PAGE_SIZE = 1000;

export interface AdminListsDeps {
  users: UsersRepository;
  quotes: QuotesRepository;
  payments: PaymentsRepository;
  subscriptions: SubscriptionsRepository;
  claims: ClaimsRepository;
  devices: DevicesRepository;
  monthlyTotals: MonthlyTotalsRepository;
  cardDeclines: CardDeclinesRepository;
  clock: Clock;
}

/** A page of a list with how many rows the list has in all. */
export interface CountedPage<T> extends Page<T> {
  total: number;
}

export interface UserDetail {
  user: UserRecord;
  devices: DeviceRecord[];
  subscriptions: SubscriptionRecord[];
  claims: ClaimRecord[];
  payments: PaymentRecord[];
  cardDeclines: CardDeclineStanding;
}

/** What can be exported as CSV, and the records each export reads. */
export interface ExportRecords {
  users: UserRecord;
  quotes: QuoteRecord;
  claims: ClaimRecord;
  subscriptions: SubscriptionRecord;
  payments: PaymentRecord;
}

async function counted<T>(page: Promise<Page<T>>, total: Promise<number>): Promise<CountedPage<T>> {
  const [p, t] = await Promise.all([page, total]);
  return { ...p, total: t };
}

export function createAdminListsService(deps: AdminListsDeps) {
  const pageReaders: {
    [K in ExportKind]: (request: PageRequest) => Promise<Page<ExportRecords[K]>>;
  } = {
    users: (request) => deps.users.page(request),
    quotes: (request) => deps.quotes.page(request),
    claims: (request) => deps.claims.page({ status: 'all', search: '' }, request),
    subscriptions: (request) => deps.subscriptions.page(request),
    payments: (request) => deps.payments.page(request),
  };

  return {
    users(request: PageRequest, search: string): Promise<CountedPage<UserRecord>> {
      return counted(deps.users.page(request, search), deps.users.count(search));
    },
    quotes(request: PageRequest, search: string): Promise<CountedPage<QuoteRecord>> {
      return counted(deps.quotes.page(request, search), deps.quotes.count(search));
    },
    payments(request: PageRequest): Promise<CountedPage<PaymentRecord>> {
      const total = deps.monthlyTotals.recordCounts().then((counts) => counts.payments);
      return counted(deps.payments.page(request), total);
    },
    subscriptions(request: PageRequest): Promise<CountedPage<SubscriptionRecord>> {
      const total = deps.monthlyTotals.recordCounts().then((counts) => counts.subscriptions);
      return counted(deps.subscriptions.page(request), total);
    },

    /** Everything /admin/user/{id} shows: 404 without a profile. */
    async userDetail(uid: string): Promise<UserDetail> {
      const [user, devices, subscriptions, claims, payments, declinedAt] = await Promise.all([
        deps.users.get(uid),
        deps.devices.listForUser(uid),
        deps.subscriptions.listForUser(uid),
        deps.claims.listForUser(uid),
        deps.payments.listForUser(uid),
        deps.cardDeclines.list(uid),
      ]);
      if (!user) throw AppError.notFound(ADMIN_LIST_MESSAGES.userNotFound);
      const cardDeclines = cardDeclineStanding(declinedAt, deps.clock.now());
      return { user, devices, subscriptions, claims, payments, cardDeclines };
    },

    /** Deletes a quote (audited, uncounted from its customer); 404 when there is none. */
    async deleteQuote(caller: Caller, id: string): Promise<void> {
      const deleted = await deps.quotes.deleteAudited(
        id,
        { uid: caller.uid, email: caller.email },
        deps.clock.now(),
      );
      if (!deleted) throw AppError.notFound(ADMIN_LIST_MESSAGES.quoteNotFound);
      logs.adminAction('quote.delete', caller.uid, id);
    },

    /**
     * The records of an export, newest first, EXPORT_PAGE_SIZE at a time: the caller writes each page out
     * before the next is read, so memory holds one page whatever the collection's size.
     */
    async *exportPages<K extends ExportKind>(kind: K): AsyncGenerator<ExportRecords[K][]> {
      const read = pageReaders[kind] as (request: PageRequest) => Promise<Page<ExportRecords[K]>>;
      let request: PageRequest = { limit: EXPORT_PAGE_SIZE, after: null };
      for (;;) {
        const page = await read(request);
        if (page.items.length > 0) yield page.items;
        const after = page.nextCursor ? decodeCursor(page.nextCursor) : null;
        if (!after) return;
        request = { limit: EXPORT_PAGE_SIZE, after };
      }
    },
  };
}

export type AdminListsService = ReturnType<typeof createAdminListsService>;
