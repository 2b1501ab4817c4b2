// Collection names shared by the api, the seed and the admin scripts, so they cannot drift apart.
export const collections = {
  users: 'users',
  plans: 'plans',
  devicePricing: 'devicePricing',
  addons: 'addons',
  quotes: 'quotes',
  devices: 'devices',
  deviceImeis: 'deviceImeis',
  subscriptions: 'subscriptions',
  payments: 'payments',
  claims: 'claims',
  /** Sequence counters: counters/plans (claims are numbered by their code, with no counter). */
  counters: 'counters',
  contactMessages: 'contactMessages',
  /** Rate-limit windows, rateLimits/{hash of the key}_{windowStart}, deleted by a TTL policy on expireAt. */
  rateLimits: 'rateLimits',
  /** cardDeclines/{uid}: when the customer's card attempts were declined in the last 24 hours. */
  cardDeclines: 'cardDeclines',
  auditLog: 'auditLog',
  processedEvents: 'processedEvents',
  idempotencyKeys: 'idempotencyKeys',
  /** users' gateway customer ids: paymentCustomers/{uid}. */
  paymentCustomers: 'paymentCustomers',
  /** Gateway charges with no payment record, found by the billing run's reconciliation. */
  unmatchedCharges: 'unmatchedCharges',
  /** The offline sandbox gateway's own state (what Stripe would hold): customers and charges. */
  sandboxCustomers: 'sandboxCustomers',
  sandboxCharges: 'sandboxCharges',
  /**
   * Money-back refunds given: moneyBackRefunds/imei_{imei} and moneyBackRefunds/user_{uid}, each created once,
   * so the 30-day refund is given at most once per IMEI and once per customer.
   */
  moneyBackRefunds: 'moneyBackRefunds',
  /** monthlyTotals/{YYYY-MM}: each UTC month's new subscriptions and revenue, for the admin charts. */
  monthlyTotals: 'monthlyTotals',
  /** The e-mail outbox, in the Trigger Email extension's format (repositories/mail.ts). */
  mail: 'mail',
} as const;
