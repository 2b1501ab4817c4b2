// Saved quotes of the signed-in customer.
import {
  QUOTE_MESSAGES,
  type QuotesAnswer,
  type SaveQuoteAnswer,
  quoteFormSchema,
} from '@protect/domain';
import { Router } from 'express';
import { type AuthMiddlewares, callerOf } from '../http/auth';
import { validateBody } from '../http/validate';
import { quoteToWire } from '../presenters';
import type { QuotesService } from '../services/quotes';

export function quoteRoutes(auth: AuthMiddlewares, quotes: QuotesService): Router {
  const router = Router();
  router.post('/api/quotes', auth.signedIn, async (req, res) => {
    // deviceModel is the device pricing id and planId the plan id; any prices in the body are ignored.
    const form = validateBody(quoteFormSchema, req.body);
    const quote = await quotes.save(callerOf(req), form);
    res.status(201).json({
      success: true,
      message: QUOTE_MESSAGES.generated,
      quote: quoteToWire(quote),
    } satisfies SaveQuoteAnswer);
  });
  router.get('/api/quotes', auth.signedIn, async (req, res) => {
    const list = await quotes.listOwn(callerOf(req));
    res.json({ success: true, quotes: list.map(quoteToWire) } satisfies QuotesAnswer);
  });
  return router;
}
