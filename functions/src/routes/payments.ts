// Card payments: the card field's configuration, registering a device with its first payment, paying a
// plan change, the customer's payments, and the sandbox's stand-in for the bank's 3-D Secure page.
import {
  type PaymentConfigAnswer,
  type PaymentsAnswer,
  createPaymentSchema,
  createSubscriptionWithDeviceSchema,
  sandboxAuthenticationSchema,
} from '@protect/domain';
import { type RequestHandler, Router } from 'express';
import type { PaymentGateway } from '../adapters/payment-gateway';
import type { SandboxGateway } from '../adapters/sandbox-gateway';
import { AppError } from '../app-error';
import type { Clock } from '../adapters/clock';
import { type AuthMiddlewares, callerOf } from '../http/auth';
import type { CardDeclineGuard } from '../http/card-decline-guard';
import { oncePerKey } from '../http/idempotency-key';
import { validateBody } from '../http/validate';
import { paymentToWire } from '../presenters';
import type { RegistrationService } from '../services/registration';
import type { SubscriptionsService } from '../services/subscriptions';

export function paymentRoutes(deps: {
  auth: AuthMiddlewares;
  /** Per-user limit on paying requests (429). */
  paymentRateLimit: RequestHandler;
  /** The card-testing pause: refuses paused customers, counts declined cards. */
  declineGuard: CardDeclineGuard;
  gateway: PaymentGateway;
  sandbox: SandboxGateway | null;
  registration: RegistrationService;
  subscriptions: SubscriptionsService;
  clock: Clock;
}): Router {
  const { auth } = deps;
  const router = Router();

  router.get('/api/payment/config', (_req, res) => {
    res.json({
      success: true,
      mode: deps.gateway.mode,
      publishableKey: deps.gateway.publishableKey,
    } satisfies PaymentConfigAnswer);
  });

  router.post(
    '/api/payment/create-subscription-with-device',
    auth.signedIn,
    deps.paymentRateLimit,
    deps.declineGuard.around(
      oncePerKey((req, key) => {
        // The purchase date rule (under 3 years old, not in the future) needs today's date.
        const now = deps.clock.now();
        const body = validateBody(createSubscriptionWithDeviceSchema, req.body, { now });
        return deps.registration.registerAndPay(callerOf(req), body, key);
      }),
    ),
  );

  router.post(
    '/api/payment/create-payment',
    auth.signedIn,
    deps.paymentRateLimit,
    deps.declineGuard.around(
      oncePerKey((req, key) => {
        const body = validateBody(createPaymentSchema, req.body);
        return deps.subscriptions.payPlanChange(callerOf(req), body, key);
      }),
    ),
  );

  router.get('/api/payment/user', auth.signedIn, async (req, res) => {
    const payments = await deps.subscriptions.listPayments(callerOf(req));
    res.json({ success: true, payments: payments.map(paymentToWire) } satisfies PaymentsAnswer);
  });

  router.post('/api/payment/sandbox/authenticate', auth.signedIn, async (req, res) => {
    if (!deps.sandbox) throw AppError.notFound();
    const body = validateBody(sandboxAuthenticationSchema, req.body);
    if ((await deps.sandbox.authenticate(body.clientSecret, body.outcome)) === 'unknown')
      throw AppError.notFound('No payment is waiting for this confirmation');
    res.json({ success: true, message: 'Authentication recorded' });
  });

  return router;
}
