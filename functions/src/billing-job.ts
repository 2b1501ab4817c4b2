// The billing run's wiring, shared by the daily scheduled function and `npm run billing:run`.
import type { Firestore } from 'firebase-admin/firestore';
import type { Clock } from './adapters/clock';
import { createPaymentGateway } from './adapters/payment-gateway-factory';
import type { Config } from './config';
import { createRepositories } from './repositories';
import { type BillingService, createBillingService } from './services/billing';
import { createMessages } from './services/messages';

export function createBillingJob(deps: {
  firestore: Firestore;
  config: Config;
  clock: Clock;
}): BillingService {
  const repos = createRepositories(deps.firestore);
  const { gateway } = createPaymentGateway(deps.config, deps.firestore, deps.clock);
  return createBillingService({
    ...repos,
    gateway,
    messages: createMessages({ siteUrl: deps.config.siteUrl }),
    clock: deps.clock,
  });
}
