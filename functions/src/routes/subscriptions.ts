// A customer's subscriptions: read, change plan (held until paid), change card, cancel.
import {
  PAYMENT_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionAnswer,
  type SubscriptionsAnswer,
  subscriptionUpdateSchema,
  updatePaymentMethodSchema,
} from '@protect/domain';
import { type RequestHandler, Router } from 'express';
import { type AuthMiddlewares, callerOf } from '../http/auth';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { validateBody } from '../http/validate';
import { subscriptionToWire, subscriptionWithCancellationToWire } from '../presenters';
import type { SubscriptionsService } from '../services/subscriptions';

export function subscriptionRoutes(
  auth: AuthMiddlewares,
  subscriptions: SubscriptionsService,
  paymentRateLimit: RequestHandler,
): Router {
  const router = Router();

  router.get('/api/subscriptions', auth.signedInChecked, async (req, res) => {
    const list = await subscriptions.listOwn(callerOf(req));
    res.json({
      success: true,
      subscriptions: list.map(subscriptionToWire),
    } satisfies SubscriptionsAnswer);
  });

  router.get('/api/subscriptions/:id', auth.signedInChecked, async (req, res) => {
    const { subscription, cancellation } = await subscriptions.getWithCancellation(
      callerOf(req),
      String(req.params.id),
    );
    res.json({
      success: true,
      message: 'OK',
      subscription: subscriptionWithCancellationToWire(subscription, cancellation),
    } satisfies SubscriptionAnswer);
  });

  router.put('/api/subscriptions/:id/update', auth.signedInChecked, async (req, res) => {
    const form = validateBody(subscriptionUpdateSchema, req.body);
    const updated = await subscriptions.requestChange(callerOf(req), String(req.params.id), form);
    res.json({
      success: true,
      message: SUBSCRIPTION_MESSAGES.planUpdated,
      subscription: subscriptionToWire(updated),
    } satisfies SubscriptionAnswer);
  });

  router.put(
    '/api/subscriptions/:id/payment-method',
    auth.signedInChecked,
    paymentRateLimit,
    async (req, res) => {
      const body = validateBody(updatePaymentMethodSchema, req.body);
      const updated = await subscriptions.updatePaymentMethod(
        callerOf(req),
        String(req.params.id),
        body.paymentMethodId,
      );
      res.json({
        success: true,
        message: PAYMENT_MESSAGES.paymentMethodUpdated,
        subscription: subscriptionToWire(updated),
      } satisfies SubscriptionAnswer);
    },
  );

  router.post(
    '/api/subscriptions/:id/cancel',
    auth.signedInChecked,
    paymentRateLimit,
    async (req, res) => {
      const answer = await subscriptions.cancel(
        callerOf(req),
        String(req.params.id),
        idempotencyKeyOf(req),
      );
      res.status(answer.status).json(answer.body);
    },
  );

  return router;
}
