// Assembles the api: JSON body parsing with a size limit, routers (each declaring full /api paths, since
// Hosting rewrites /api/** to the function with the path intact), one JSON 404 and one error middleware.
import express, { type Express } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { type Clock, systemClock } from './adapters/clock';
import type { FileStore } from './adapters/file-store';
import { type Config, loadConfig } from './config';
import type { TokenVerifier } from './caller';
import { createAuthMiddlewares } from './http/auth';
import { limitBodySize, requireJsonBody } from './http/content-type';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { rateLimit } from './http/rate-limit';
import { firestoreReadsHeader } from './http/read-meter';
import { requestId } from './http/request-id';
import { logs } from './logs';
import { createRepositories } from './repositories';
import { installReadMeter } from './repositories/read-meter';
import { adminAuditRoutes } from './routes/admin-audit';
import { adminCatalogueRoutes } from './routes/admin-catalogue';
import { createAdminAuditService } from './services/admin-audit';
import { adminListsRoutes } from './routes/admin-lists';
import { createUserErasureRepository } from './repositories/user-erasure';
import { createAdminListsService } from './services/admin-lists';
import { createAdminSubscriptionsService } from './services/admin-subscriptions';
import { accountAdminOf, createAdminUsersService } from './services/admin-users';
import { adminClaimRoutes } from './routes/admin-claims';
import { adminStatsRoutes } from './routes/admin-stats';
import { createAdminStatsRepository } from './repositories/admin-stats';
import { createMonthlyTotalsRepository } from './repositories/monthly-totals';
import { createAdminStatsService } from './services/admin-stats';
import { authRoutes } from './routes/auth';
import { catalogueRoutes } from './routes/catalogue';
import { contactRoutes } from './routes/contact';
import { customerRoutes } from './routes/customers';
import { devicePricingAdminRoutes } from './routes/device-pricing-admin';
import { quoteRoutes } from './routes/quotes';
import { deviceRoutes } from './routes/devices';
import { claimRoutes } from './routes/claims';
import { paymentRoutes } from './routes/payments';
import { stripeWebhookRoutes } from './routes/stripe-webhook';
import { subscriptionRoutes } from './routes/subscriptions';
import { healthRoutes } from './routes/health';
import { type ConfiguredGateway, createPaymentGateway } from './adapters/payment-gateway-factory';
import { callerOf } from './http/auth';
import { createPaymentEventsService } from './services/payment-events';
import { createRegistrationService } from './services/registration';
import { createSubscriptionsService } from './services/subscriptions';
import { createUploadsService, ownFilePathOf } from './services/uploads';
import { createAccountsService } from './services/accounts';
import { createCatalogueService } from './services/catalogue';
import { createCatalogueAdminService } from './services/catalogue-admin';
import { createContactService } from './services/contact';
import { createDevicePricingAdminService } from './services/device-pricing-admin';
import { createProfilesService } from './services/profiles';
import { createCustomerDashboardService } from './services/customer-dashboard';
import { createQuotesService } from './services/quotes';

export interface AppDeps {
  firestore: Firestore;
  /** The admin SDK's Auth (or anything that verifies ID tokens the same way). */
  auth: TokenVerifier;
  /** Where device images and claim photos are kept. */
  fileStore?: FileStore;
  clock?: Clock;
  config?: Config;
  /** The card payment gateway; by default the one the configuration names (tests pass their own). */
  gateway?: ConfiguredGateway;
}

export function createApp(deps: AppDeps): Express {
  const clock = deps.clock ?? systemClock;
  const config = deps.config ?? loadConfig();
  const repos = createRepositories(deps.firestore);
  const auth = createAuthMiddlewares(deps.auth);

  const catalogue = createCatalogueService(repos, clock);
  const accounts = createAccountsService({ verifier: deps.auth, users: repos.users, clock });
  const profiles = createProfilesService({ users: repos.users, devices: repos.devices, clock });
  const quotes = createQuotesService({ ...repos, clock });
  const contact = createContactService({ contactMessages: repos.contactMessages, clock });
  const catalogueAdmin = createCatalogueAdminService({
    plans: repos.plans,
    addOns: repos.addOns,
    catalogue,
    clock,
  });
  const devicePricingAdmin = createDevicePricingAdminService({
    devicePricing: repos.devicePricing,
    catalogue,
    clock,
  });

  const configured = deps.gateway ?? createPaymentGateway(config, deps.firestore, clock);
  const gateway = configured.gateway;
  const paymentDeps = { ...repos, gateway, clock };
  const registration = createRegistrationService({
    ...paymentDeps,
    imagePathOf: (uid, url) => ownFilePathOf('devices', uid, url),
  });
  const subscriptions = createSubscriptionsService(paymentDeps);
  const paymentEvents = createPaymentEventsService({ ...repos, clock });
  const uploads = createUploadsService({ fileStore: deps.fileStore });
  const paymentRateLimit = rateLimit({
    ...config.paymentRateLimit,
    clock,
    key: (req) => callerOf(req).uid,
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  // First: every answer (an error too) and every log line while serving it carries the request's id.
  app.use(requestId);
  // Each answer tells its Firestore reads (X-Firestore-Reads), for tests and benchmarks: emulators only.
  if (config.firestoreReadMeter) {
    installReadMeter(deps.firestore);
    app.use(firestoreReadsHeader);
  }

  // Uptime checks and the benchmark's no-op: before everything else, so it costs only Express itself.
  app.use(healthRoutes(deps.firestore));

  // Stripe signs the raw body: its route reads the body itself, before the JSON parser.
  app.use(
    stripeWebhookRoutes(configured.kind === 'stripe' ? configured.gateway : null, paymentEvents),
  );
  app.use(limitBodySize(config.jsonBodyLimitBytes, config.uploadBodyLimitBytes));
  app.use(requireJsonBody);
  app.use(express.json({ limit: config.jsonBodyLimitBytes }));

  app.use(catalogueRoutes(catalogue));
  app.use(authRoutes(accounts));
  app.use(customerRoutes(auth, profiles, createCustomerDashboardService(repos)));
  app.use(quoteRoutes(auth, quotes));
  app.use(
    contactRoutes(
      contact,
      rateLimit({
        ...config.contactRateLimit,
        clock,
        onLimited: () => logs.contactRateLimited(),
      }),
    ),
  );
  app.use(deviceRoutes(auth, uploads, clock));
  app.use(claimRoutes(auth, { ...repos, uploads, clock }));
  app.use(
    paymentRoutes({
      auth,
      paymentRateLimit,
      gateway,
      sandbox: configured.kind === 'sandbox' ? configured.gateway : null,
      registration,
      subscriptions,
      clock,
    }),
  );
  app.use(subscriptionRoutes(auth, subscriptions, paymentRateLimit));
  app.use(devicePricingAdminRoutes(auth, devicePricingAdmin));
  app.use(adminCatalogueRoutes(auth, catalogue, catalogueAdmin));
  const adminSubscriptions = createAdminSubscriptionsService({ ...repos, gateway, clock });
  app.use(
    adminListsRoutes(auth, {
      lists: createAdminListsService({ ...repos, clock }),
      subscriptions: adminSubscriptions,
      users: createAdminUsersService({
        ...repos,
        accounts: accountAdminOf(deps.auth),
        erasure: createUserErasureRepository(deps.firestore),
        adminSubscriptions,
        clock,
      }),
      clock,
    }),
  );
  app.use(adminClaimRoutes(auth, { claims: repos.claims, clock }));
  app.use(
    adminStatsRoutes(
      auth,
      createAdminStatsService({
        adminStats: createAdminStatsRepository(deps.firestore),
        monthlyTotals: createMonthlyTotalsRepository(deps.firestore),
        clock,
      }),
    ),
  );

  app.use(adminAuditRoutes(auth, createAdminAuditService(repos)));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
