// Every api route but GET /api/health, with the repositories and services they use: loaded by app.ts's lazy
// router on the first request that needs it (http/lazy-router.ts), so that the function's cold start does not
// pay for firebase-admin's Firestore, Stripe, busboy and the services. Routers declare full /api paths, since
// Hosting rewrites /api/** to the function with the path intact.
import type { AppDeps } from './app';
import express, { Router } from 'express';
import type { Clock } from './adapters/clock';
import type { Config } from './config';
import { createAuthMiddlewares } from './http/auth';
import { cardDeclineGuard } from './http/card-decline-guard';
import { limitBodySize, requireJsonBody } from './http/content-type';
import { rateLimit } from './http/rate-limit';
import { firestoreReadsHeader } from './http/read-meter';
import { logs } from './logs';
import { createRepositories } from './repositories';
import { createRateLimitsRepository } from './repositories/rate-limits';
import { installReadMeter } from './repositories/read-meter';
import { adminAuditRoutes } from './routes/admin-audit';
import { adminCatalogueRoutes } from './routes/admin-catalogue';
import { createAdminAuditService } from './services/admin-audit';
import { createAdminClaimsService } from './services/admin-claims';
import { createClaimsService } from './services/claims';
import { adminListsRoutes } from './routes/admin-lists';
import { createUserErasureRepository } from './repositories/user-erasure';
import { createAdminListsService } from './services/admin-lists';
import { createAdminSubscriptionsService } from './services/admin-subscriptions';
import { accountAdminOf, createAdminUsersService } from './services/admin-users';
import { adminClaimRoutes } from './routes/admin-claims';
import { adminStatsRoutes } from './routes/admin-stats';
import { createAdminStatsRepository } from './repositories/admin-stats';
import { createAdminStatsService } from './services/admin-stats';
import { authRoutes } from './routes/auth';
import { catalogueRoutes } from './routes/catalogue';
import { contactRoutes } from './routes/contact';
import { customerRoutes } from './routes/customers';
import { adminDevicePricingRoutes } from './routes/admin-device-pricing';
import { quoteRoutes } from './routes/quotes';
import { deviceRoutes } from './routes/devices';
import { claimRoutes } from './routes/claims';
import { claimDeductibleRoutes } from './routes/claim-deductibles';
import { paymentRoutes } from './routes/payments';
import { stripeWebhookRoutes } from './routes/stripe-webhook';
import { subscriptionRoutes } from './routes/subscriptions';
import { documentRoutes } from './routes/documents';
import { createDocumentsService } from './services/documents';
import { createPaymentGateway } from './adapters/payment-gateway-factory';
import { callerOf } from './http/auth';
import { createPaymentEventsService } from './services/payment-events';
import { createCustomDevicesService } from './services/custom-devices';
import { createDeductiblesService } from './services/deductibles';
import { createRegistrationService } from './services/registration';
import { createMessages } from './services/messages';
import { createSubscriptionsService } from './services/subscriptions';
import { createFamilyDevicesService } from './services/family-devices';
import { createCardDeclinesService } from './services/card-declines';
import { createUploadsService, ownFilePathOf } from './services/uploads';
import { createAccountsService } from './services/accounts';
import { createCatalogueService } from './services/catalogue';
import { createAdminCatalogueService } from './services/admin-catalogue';
import { createContactService } from './services/contact';
import { createAdminDevicePricingService } from './services/admin-device-pricing';
import { createProfilesService } from './services/profiles';
import { createCustomerDashboardService } from './services/customer-dashboard';
import { createQuotesService } from './services/quotes';
import { createMailTransport } from './adapters/mail-transport';
import { adminMessageRoutes } from './routes/admin-messages';
import { createAdminMessagesService } from './services/admin-messages';
import { createMailSender } from './services/mail-sender';

/** The api's routers, behind the body parsers; `deps` as createApp was given them. */
export function apiRoutes(deps: AppDeps, config: Config, clock: Clock): Router {
  const repos = createRepositories(deps.firestore);
  const auth = createAuthMiddlewares(deps.auth);

  const catalogue = createCatalogueService(repos, clock);
  const accounts = createAccountsService({ verifier: deps.auth, users: repos.users, clock });
  const profiles = createProfilesService({ users: repos.users, devices: repos.devices, clock });
  const quotes = createQuotesService({ ...repos, clock });
  const contact = createContactService({ contactMessages: repos.contactMessages, clock });
  const catalogueAdmin = createAdminCatalogueService({
    plans: repos.plans,
    addOns: repos.addOns,
    catalogue,
    clock,
  });
  const devicePricingAdmin = createAdminDevicePricingService({
    devicePricing: repos.devicePricing,
    catalogue,
    clock,
  });

  const configured = deps.gateway ?? createPaymentGateway(config, deps.firestore, clock);
  const gateway = configured.gateway;
  const messages = createMessages({ siteUrl: config.siteUrl });
  const paymentDeps = { ...repos, gateway, messages, clock };
  const registration = createRegistrationService({
    ...paymentDeps,
    imagePathOf: (uid, url) => ownFilePathOf('devices', uid, url),
  });
  const subscriptions = createSubscriptionsService(paymentDeps);
  const cardDeclines = createCardDeclinesService({ cardDeclines: repos.cardDeclines, clock });
  const declineGuard = cardDeclineGuard(cardDeclines);
  const paymentEvents = createPaymentEventsService({ ...repos, messages, clock });
  const deductibles = createDeductiblesService(paymentDeps);
  const uploads = createUploadsService({ fileStore: deps.fileStore });
  // Rate limits count in Firestore, so they hold across the function's instances. Signed-in routes count
  // per user (after the auth middleware), public ones per client IP (stored hashed).
  const rateLimitStore = createRateLimitsRepository(deps.firestore);
  const perUser = (req: express.Request) => callerOf(req).uid;
  const paymentRateLimit = rateLimit({
    name: 'payment',
    ...config.paymentRateLimit,
    clock,
    store: rateLimitStore,
    key: perUser,
  });
  const signInRateLimit = rateLimit({
    name: 'sign-in',
    ...config.signInRateLimit,
    clock,
    store: rateLimitStore,
  });
  const claimRateLimit = rateLimit({
    name: 'claim',
    ...config.claimRateLimit,
    clock,
    store: rateLimitStore,
    key: perUser,
  });

  const router = Router();
  // Each answer tells its Firestore reads (X-Firestore-Reads), for tests and benchmarks: emulators only.
  if (config.firestoreReadMeter) {
    installReadMeter(deps.firestore);
    router.use(firestoreReadsHeader);
  }

  // Stripe signs the raw body: its route reads the body itself, before the JSON parser.
  router.use(
    stripeWebhookRoutes(configured.kind === 'stripe' ? configured.gateway : null, paymentEvents),
  );
  router.use(limitBodySize(config.jsonBodyLimitBytes, config.uploadBodyLimitBytes));
  router.use(requireJsonBody);
  router.use(express.json({ limit: config.jsonBodyLimitBytes }));

  router.use(catalogueRoutes(catalogue));
  router.use(authRoutes(accounts, signInRateLimit));
  router.use(customerRoutes(auth, profiles, createCustomerDashboardService(repos)));
  router.use(quoteRoutes(auth, quotes));
  router.use(
    contactRoutes(
      contact,
      rateLimit({
        name: 'contact',
        ...config.contactRateLimit,
        clock,
        store: rateLimitStore,
        onLimited: () => logs.contactRateLimited(),
      }),
    ),
  );
  router.use(
    deviceRoutes(
      auth,
      uploads,
      rateLimit({
        name: 'upload',
        ...config.uploadRateLimit,
        clock,
        store: rateLimitStore,
        key: perUser,
      }),
      // The list a customer sees (cached 5 minutes): registration checks again on fresh reads.
      createCustomDevicesService({ listedDevices: () => catalogue.devices(), clock }),
    ),
  );
  router.use(
    claimRoutes(auth, createClaimsService({ ...repos, uploads, messages, clock }), claimRateLimit),
  );
  router.use(
    paymentRoutes({
      auth,
      paymentRateLimit,
      gateway,
      sandbox: configured.kind === 'sandbox' ? configured.gateway : null,
      declineGuard,
      registration,
      subscriptions,
      clock,
    }),
  );
  router.use(claimDeductibleRoutes({ auth, paymentRateLimit, declineGuard, deductibles }));
  const familyDevices = createFamilyDevicesService({
    ...paymentDeps,
    imagePathOf: (uid, url) => ownFilePathOf('devices', uid, url),
  });
  router.use(
    subscriptionRoutes(auth, subscriptions, paymentRateLimit, declineGuard, familyDevices, clock),
  );
  router.use(documentRoutes(auth, createDocumentsService({ ...repos, clock })));
  router.use(adminDevicePricingRoutes(auth, devicePricingAdmin));
  router.use(adminCatalogueRoutes(auth, catalogue, catalogueAdmin));
  const adminSubscriptions = createAdminSubscriptionsService({ ...repos, gateway, clock });
  router.use(
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
  router.use(
    adminClaimRoutes(
      auth,
      createAdminClaimsService({
        claims: repos.claims,
        devices: repos.devices,
        deductibles,
        messages,
        clock,
      }),
    ),
  );
  router.use(
    adminStatsRoutes(
      auth,
      createAdminStatsService({
        adminStats: createAdminStatsRepository(deps.firestore),
        monthlyTotals: repos.monthlyTotals,
        clock,
      }),
    ),
  );

  router.use(adminAuditRoutes(auth, createAdminAuditService(repos)));
  const mailSender = createMailSender({
    mail: repos.mail,
    transport: deps.mailTransport === undefined ? createMailTransport(config) : deps.mailTransport,
    from: config.mail.from,
    clock,
  });
  router.use(
    adminMessageRoutes(
      auth,
      createAdminMessagesService({
        mail: repos.mail,
        auditLog: repos.auditLog,
        sender: mailSender,
        clock,
      }),
    ),
  );
  return router;
}
