// POST /api/stripe/webhook: Stripe's events, verified by their signature over the raw body. Mounted before
// the JSON parser: a re-serialized body would not match the signature.
import express, { Router } from 'express';
import type { Request } from 'express';
import { type GatewayEvent, PaymentGatewayUnavailableError } from '../adapters/payment-gateway';
import { AppError } from '../app-error';
import { logs } from '../logs';
import type { PaymentEventsService } from '../services/payment-events';

export interface WebhookReader {
  readEvent(rawBody: Buffer, signatureHeader: string | undefined): Promise<GatewayEvent>;
}

export function stripeWebhookRoutes(
  reader: WebhookReader | null,
  events: PaymentEventsService,
): Router {
  const router = Router();
  router.post(
    '/api/stripe/webhook',
    express.raw({ type: () => true, limit: '1mb' }),
    async (req, res) => {
      // Without Stripe there is nobody to send events: the path does not exist.
      if (!reader) throw AppError.notFound();
      // Cloud Functions keeps the body it read as rawBody; elsewhere express.raw read it just now.
      const raw =
        (req as Request & { rawBody?: Buffer }).rawBody ??
        (Buffer.isBuffer(req.body) ? req.body : null);
      let event: GatewayEvent;
      try {
        if (!raw) throw new Error('no body');
        event = await reader.readEvent(raw, req.get('stripe-signature'));
      } catch (err) {
        // Stripe could not be asked about the invoice: a 503 makes Stripe deliver the event again later.
        if (err instanceof PaymentGatewayUnavailableError)
          throw AppError.paymentUnavailable(err.message);
        logs.webhookRejected(err instanceof Error ? err.message : String(err));
        throw AppError.malformedRequest('Invalid webhook signature');
      }
      const result = await events.apply(event);
      res.json({ received: true, duplicate: result === 'duplicate' });
    },
  );
  return router;
}
