// GET /api/admin/audit?entity=&limit=&cursor=: the audit log for the dashboard's Audit tab. Admin only.
import { type AdminAuditAnswer, isAuditEntity } from '@protect/domain';
import { type Request, Router } from 'express';
import { AppError } from '../app-error';
import type { AuthMiddlewares } from '../http/auth';
import { pageRequestOf } from '../http/page-request';
import { auditEntryToWire } from '../presenters';
import type { AdminAuditService } from '../services/admin-audit';

export const INVALID_ENTITY_MESSAGE = 'Unknown entity.';

/** `?entity=`: a collection name, or null (every entity) when missing or empty; 400 otherwise. */
function entityOf(req: Request): string | null {
  const entity = req.query.entity;
  if (entity === undefined || entity === '') return null;
  if (typeof entity !== 'string' || !isAuditEntity(entity))
    throw AppError.validation({ entity: INVALID_ENTITY_MESSAGE });
  return entity;
}

export function adminAuditRoutes(auth: AuthMiddlewares, service: AdminAuditService): Router {
  const router = Router();

  router.get('/api/admin/audit', auth.admin, async (req, res) => {
    const page = await service.page(pageRequestOf(req), entityOf(req));
    res.json({
      success: true,
      entries: page.entries.map(auditEntryToWire),
      nextCursor: page.nextCursor,
      total: page.total,
    } satisfies AdminAuditAnswer);
  });

  return router;
}
