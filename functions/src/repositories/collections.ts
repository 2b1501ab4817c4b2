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
  contactMessages: 'contactMessages',
  auditLog: 'auditLog',
  processedEvents: 'processedEvents',
} as const;

export type CollectionName = (typeof collections)[keyof typeof collections];
