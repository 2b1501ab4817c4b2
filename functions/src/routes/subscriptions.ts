// A customer's subscriptions: read, change plan (held until paid), change card, cancel.
import {
  PAYMENT_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionAnswer,
  type SubscriptionChangeAnswer,
  formatCents,
  formatUsDate,
  planChangeScheduledMessage,
  type SubscriptionsAnswer,
  addDeviceSchema,
  subscriptionUpdateSchema,
  updatePaymentMethodSchema,
} from '@protect/domain';
import { type RequestHandler, Router } from 'express';
import { type AuthMiddlewares, callerOf } from '../http/auth';
import type { CardDeclineGuard } from '../http/card-decline-guard';
import { oncePerKey } from '../http/idempotency-key';
import { validateBody } from '../http/validate';
import {
  pricedChangeToWire,
  subscriptionToWire,
  subscriptionWithCancellationToWire,
} from '../presenters';
import type { Clock } from '../adapters/clock';
import type { FamilyDevicesService } from '../services/family-devices';
import type { SubscriptionsService } from '../services/subscriptions';

export function subscriptionRoutes(
  auth: AuthMiddlewares,
  subscriptions: SubscriptionsService,
  paymentRateLimit: RequestHandler,
  /** The card-testing pause on the route that attaches a new card. */
  declineGuard: CardDeclineGuard,
  familyDevices: FamilyDevicesService,
  clock: Clock,
): Router {
  const router = Router();

  router.get('/api/subscriptions', auth.signedIn, async (req, res) => {
    const list = await subscriptions.listOwn(callerOf(req));
    res.json({
      success: true,
      subscriptions: list.map(subscriptionToWire),
    } satisfies SubscriptionsAnswer);
  });

  router.get('/api/subscriptions/:id', auth.signedIn, async (req, res) => {
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

  router.put('/api/subscriptions/:id/update', auth.signedIn, async (req, res) => {
    const form = validateBody(subscriptionUpdateSchema, req.body);
    const { change, subscription } = await subscriptions.requestChange(
      callerOf(req),
      String(req.params.id),
      form,
    );
    const priced = pricedChangeToWire(change);
    res.json({
      success: true,
      message:
        change.amountDueNowCents > 0
          ? SUBSCRIPTION_MESSAGES.planUpdated
          : planChangeScheduledMessage(
              change.terms.plan.name,
              formatCents(change.newMonthlyTotalCents),
              formatUsDate(change.effectiveFrom),
            ),
      change: change.kind,
      amount_due_now: priced.amount_due_now,
      new_monthly_total: priced.new_monthly_total,
      effective_from: priced.effective_from,
      subscription: subscriptionToWire(subscription),
    } satisfies SubscriptionChangeAnswer);
  });

  router.put(
    '/api/subscriptions/:id/payment-method',
    auth.signedIn,
    paymentRateLimit,
    declineGuard.around(async (req, res) => {
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
    }),
  );

  router.post(
    '/api/subscriptions/:id/cancel',
    auth.signedIn,
    paymentRateLimit,
    oncePerKey((req, key) => subscriptions.cancel(callerOf(req), String(req.params.id), key)),
  );

  // The Family plan's devices: one more device at no charge, or one taken off.
  router.post(
    '/api/subscriptions/:id/devices',
    auth.signedIn,
    paymentRateLimit,
    oncePerKey((req, key) => {
      // The purchase date rule (under 3 years old, not in the future) needs today's date.
      const body = validateBody(addDeviceSchema, req.body, { now: clock.now() });
      return familyDevices.addDevice(callerOf(req), String(req.params.id), body, key);
    }),
  );

  router.delete('/api/subscriptions/:id/devices/:deviceId', auth.signedIn, async (req, res) => {
    res.json(
      await familyDevices.removeDevice(
        callerOf(req),
        String(req.params.id),
        String(req.params.deviceId),
      ),
    );
  });

  return router;
}
