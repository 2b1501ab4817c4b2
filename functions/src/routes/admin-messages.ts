// The messages sent to a customer (issue 24), on the admin's user page: the list, and a resend. Admin only.
import {
  ADMIN_MESSAGE_TEXTS,
  type AdminMessageResentAnswer,
  type AdminMessagesAnswer,
} from '@protect/domain';
import { Router } from 'express';
import { type AuthMiddlewares, callerOf } from '../http/auth';
import { adminMessageToWire } from '../presenters';
import type { AdminMessagesService } from '../services/admin-messages';

export function adminMessageRoutes(auth: AuthMiddlewares, service: AdminMessagesService): Router {
  const router = Router();

  router.get('/api/admin/users/:uid/messages', auth.admin, async (req, res) => {
    const messages = await service.list(String(req.params.uid));
    res.json({
      success: true,
      messages: messages.map(adminMessageToWire),
    } satisfies AdminMessagesAnswer);
  });

  router.post('/api/admin/messages/:id/resend', auth.admin, async (req, res) => {
    const { outcome, mail } = await service.resend(callerOf(req), String(req.params.id));
    res.json({
      success: true,
      // Delivered now, or back in the queue for the sweep (SMTP down, or another sender delivers it).
      message: outcome === 'delivered' ? ADMIN_MESSAGE_TEXTS.resent : ADMIN_MESSAGE_TEXTS.requeued,
      mail: adminMessageToWire(mail),
    } satisfies AdminMessageResentAnswer);
  });

  return router;
}
