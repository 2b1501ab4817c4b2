// Admin lists, the user page, quote and user deletion, subscription status and the CSV exports (spec 02
// section 7, issue 13). Every route here is admin only. Lists take `?limit=&cursor=` (and `search=` for
// users and quotes: the start of the e-mail address) and answer one page with nextCursor and total.
import {
  ADMIN_LIST_MESSAGES,
  type AdminPaymentsAnswer,
  type AdminQuotesAnswer,
  type AdminSubscriptionAnswer,
  type AdminSubscriptionsAnswer,
  type AdminUserDeletedAnswer,
  type AdminUserDetailAnswer,
  type AdminUsersAnswer,
  type CsvColumn,
  EXPORT_KINDS,
  type ExportKind,
  exportFileName,
  type MessageAnswer,
  adminSubscriptionStatusSchema,
  csvLine,
  subscriptionStatusUpdatedMessage,
} from '@protect/domain';
import { once } from 'node:events';
import { type Request, type Response, Router } from 'express';
import type { Clock } from '../adapters/clock';
import { type AuthMiddlewares, callerOf } from '../http/auth';
import { pageRequestOf } from '../http/page-request';
import { validateBody } from '../http/validate';
import { logs } from '../logs';
import {
  adminQuoteToWire,
  adminUserToWire,
  deviceToWire,
  paymentToWire,
  profileToWire,
  subscriptionToWire,
  claimToWire,
  cardDeclinesToWire,
  adminPageOf,
} from '../presenters';
import type { AdminListsService, ExportRecords } from '../services/admin-lists';
import type { AdminSubscriptionsService } from '../services/admin-subscriptions';
import type { AdminUsersService } from '../services/admin-users';

/** `?search=`: one text value, else no search. */
function searchOf(req: Request): string {
  return typeof req.query.search === 'string' ? req.query.search : '';
}

/** The columns of each export, over the same wire shapes the lists answer (dollars, ISO dates). */
const EXPORT_COLUMNS: { [K in ExportKind]: CsvColumn<ExportRecords[K]>[] } = {
  users: columns(adminUserToWire, [
    'id',
    'name',
    'email',
    'role',
    'quotesCount',
    'claimsCount',
    'created_at',
  ]),
  quotes: columns(adminQuoteToWire, [
    'id',
    'email',
    'device',
    'plan',
    'amount',
    'status',
    'paid',
    'imei',
    'created_at',
  ]),
  claims: columns(claimToWire, [
    'id',
    'claim_number',
    'user_name',
    'user_email',
    'brand',
    'model',
    'claim_type',
    'status',
    'estimated_repair_cost',
    'incident_date',
    'police_report_number',
    'description',
    'notes',
    'created_at',
  ]),
  subscriptions: columns(subscriptionToWire, [
    'id',
    'user_name',
    'user_email',
    'device_brand',
    'device_model',
    'plan_name',
    'status',
    'monthlyTotal',
    'nextBillingDate',
    'cancelAtPeriodEnd',
    'created_at',
  ]),
  payments: columns(paymentToWire, [
    'id',
    'user_name',
    'user_email',
    'amount',
    'payment_type',
    'status',
    'stripe_payment_intent_id',
    'decline_code',
    'description',
    'created_at',
  ]),
};

/** Columns named after wire fields: the header is the field's name, the value the field's. */
function columns<R, W>(toWire: (record: R) => W, fields: readonly (keyof W & string)[]) {
  // One wire object per row, however many columns read it.
  const cache = new WeakMap<object, W>();
  const wireOf = (record: R) => {
    const key = record as object;
    let wire = cache.get(key);
    if (!wire) {
      wire = toWire(record);
      cache.set(key, wire);
    }
    return wire;
  };
  return fields.map((field): CsvColumn<R> => ({ header: field, value: (r) => wireOf(r)[field] }));
}

/**
 * Streams an export: the header row, then each page as it is read (res.write, waiting for the socket to
 * drain), so memory holds one page (EXPORT_PAGE_SIZE rows) whatever the collection's size. A failure after
 * the first byte cannot become a JSON error any more: the connection is cut so the download fails rather
 * than ending as a silently short file.
 */
async function streamExport<K extends ExportKind>(
  res: Response,
  kind: K,
  lists: AdminListsService,
  clock: Clock,
): Promise<void> {
  const cols = EXPORT_COLUMNS[kind];
  const pages = lists.exportPages(kind);
  // The first page is read before anything is sent: a failure there is still an ordinary JSON error.
  const first = await pages.next();
  res.status(200);
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${exportFileName(kind, clock.now())}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  const lines = (page: ExportRecords[K][]) =>
    page.map((row) => csvLine(cols.map((c) => c.value(row)))).join('');
  try {
    res.write(csvLine(cols.map((c) => c.header)));
    if (!first.done && !res.write(lines(first.value))) await once(res, 'drain');
    for await (const page of pages) {
      if (!res.write(lines(page))) await once(res, 'drain');
    }
    res.end();
  } catch (err) {
    logs.unexpectedError('GET', `/api/admin/export-${kind}`, err);
    res.destroy(err instanceof Error ? err : undefined);
  }
}

export function adminListsRoutes(
  auth: AuthMiddlewares,
  deps: {
    lists: AdminListsService;
    subscriptions: AdminSubscriptionsService;
    users: AdminUsersService;
    clock: Clock;
  },
): Router {
  const router = Router();
  const { lists } = deps;
  const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

  router.get('/api/admin/users', auth.admin, async (req, res) => {
    const page = await lists.users(pageRequestOf(req), searchOf(req));
    noStore(res).json(adminPageOf(page, 'users', adminUserToWire) satisfies AdminUsersAnswer);
  });

  router.get('/api/admin/user/:id', auth.admin, async (req, res) => {
    const detail = await lists.userDetail(String(req.params.id));
    const devices = detail.devices.map(deviceToWire);
    noStore(res).json({
      success: true,
      user: adminUserToWire(detail.user),
      profile: profileToWire(detail.user, devices),
      devices,
      subscriptions: detail.subscriptions.map(subscriptionToWire),
      claims: detail.claims.map(claimToWire),
      payments: detail.payments.map(paymentToWire),
      cardDeclines: cardDeclinesToWire(detail.cardDeclines),
    } satisfies AdminUserDetailAnswer);
  });

  router.delete('/api/admin/user/:id', auth.admin, async (req, res) => {
    const done = await deps.users.delete(callerOf(req), String(req.params.id));
    res.json({
      success: true,
      message: ADMIN_LIST_MESSAGES.userDeleted,
      ...done,
    } satisfies AdminUserDeletedAnswer);
  });

  router.get('/api/admin/quotes', auth.admin, async (req, res) => {
    const page = await lists.quotes(pageRequestOf(req), searchOf(req));
    noStore(res).json(adminPageOf(page, 'quotes', adminQuoteToWire) satisfies AdminQuotesAnswer);
  });

  router.delete('/api/admin/quote/:id', auth.admin, async (req, res) => {
    await lists.deleteQuote(callerOf(req), String(req.params.id));
    res.json({ success: true, message: ADMIN_LIST_MESSAGES.quoteDeleted } satisfies MessageAnswer);
  });

  router.get('/api/admin/payments', auth.admin, async (req, res) => {
    const page = await lists.payments(pageRequestOf(req));
    noStore(res).json(adminPageOf(page, 'payments', paymentToWire) satisfies AdminPaymentsAnswer);
  });

  router.get('/api/admin/subscriptions', auth.admin, async (req, res) => {
    const page = await lists.subscriptions(pageRequestOf(req));
    noStore(res).json(
      adminPageOf(page, 'subscriptions', subscriptionToWire) satisfies AdminSubscriptionsAnswer,
    );
  });

  router.get('/api/admin/subscriptions/:id', auth.admin, async (req, res) => {
    const subscription = await deps.subscriptions.get(String(req.params.id));
    noStore(res).json({
      success: true,
      message: '',
      subscription: subscriptionToWire(subscription),
    } satisfies AdminSubscriptionAnswer);
  });

  router.put('/api/admin/subscriptions/:id/status', auth.admin, async (req, res) => {
    const { status } = validateBody(adminSubscriptionStatusSchema, req.body);
    const subscription = await deps.subscriptions.setStatus(
      callerOf(req),
      String(req.params.id),
      status,
    );
    res.json({
      success: true,
      message: subscriptionStatusUpdatedMessage(status),
      subscription: subscriptionToWire(subscription),
    } satisfies AdminSubscriptionAnswer);
  });

  for (const kind of EXPORT_KINDS) {
    router.get(`/api/admin/export-${kind}`, auth.admin, (_req, res) =>
      streamExport(res, kind, lists, deps.clock),
    );
  }

  return router;
}
