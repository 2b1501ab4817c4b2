// Chooses the PaymentGateway adapter the configuration asks for.
import type { Firestore } from 'firebase-admin/firestore';
import type { Config } from '../config';
import { createSandboxGatewayState } from '../repositories/sandbox-gateway-state';
import type { Clock } from './clock';
import { type SandboxGateway, createSandboxGateway } from './sandbox-gateway';
import { type StripeGateway, createStripeGateway } from './stripe-gateway';

export type ConfiguredGateway =
  { kind: 'stripe'; gateway: StripeGateway } | { kind: 'sandbox'; gateway: SandboxGateway };

export function createPaymentGateway(
  config: Config,
  firestore: Firestore,
  clock: Clock,
): ConfiguredGateway {
  return config.payments.kind === 'stripe'
    ? { kind: 'stripe', gateway: createStripeGateway(config.payments) }
    : {
        kind: 'sandbox',
        gateway: createSandboxGateway(createSandboxGatewayState(firestore), clock),
      };
}
