// POST /api/contact: public, validated with the domain contact schema, rate limited per IP.
import { CONTACT_MESSAGES, type MessageAnswer, contactSchema } from '@protect/domain';
import { type RequestHandler, Router } from 'express';
import { validateBody } from '../http/validate';
import type { ContactService } from '../services/contact';

export function contactRoutes(contact: ContactService, limit: RequestHandler): Router {
  const router = Router();
  router.post('/api/contact', limit, async (req, res) => {
    const form = validateBody(contactSchema, req.body);
    await contact.send(form);
    res.status(201).json({ success: true, message: CONTACT_MESSAGES.sent } satisfies MessageAnswer);
  });
  return router;
}
