// Admin claims management (spec 02 sections 2, 4 and 7): the list for /admin/claims, one claim for the
// review page, and the status change. Every route here is admin only.
import {
  type AdminClaimAnswer,
  type AdminClaimsAnswer,
  type ClaimStatusUpdateAnswer,
  claimStatusUpdatedMessage,
  claimStatusUpdateSchema,
  isClaimRejectionReason,
  isClaimStatus,
} from '@protect/domain';
import { Router } from 'express';
import { type AuthMiddlewares, callerOf } from '../http/auth';
import { pageRequestOf } from '../http/page-request';
import { validateBody } from '../http/validate';
import { adminClaimToWire, claimedDeviceToWire } from '../presenters';
import { type AdminClaimsService, claimStatusFilterOf } from '../services/admin-claims';

export function adminClaimRoutes(auth: AuthMiddlewares, service: AdminClaimsService): Router {
  const router = Router();

  router.get('/api/admin/claims', auth.admin, async (req, res) => {
    const page = await service.list(
      { status: claimStatusFilterOf(req.query.status), search: req.query.search },
      pageRequestOf(req),
    );
    res.json({
      success: true,
      claims: page.items.map(adminClaimToWire),
      nextCursor: page.nextCursor,
      counts: page.counts,
    } satisfies AdminClaimsAnswer);
  });

  router.get('/api/admin/claim/:id', auth.admin, async (req, res) => {
    const { claim, device } = await service.getWithDevice(String(req.params.id));
    res.json({
      success: true,
      claim: adminClaimToWire(claim),
      device: claimedDeviceToWire(device),
    } satisfies AdminClaimAnswer);
  });

  router.put('/api/admin/claim/:id/status', auth.admin, async (req, res) => {
    const body = validateBody(claimStatusUpdateSchema, req.body);
    // The schema allows only claim statuses; the guards narrow its strings for the compiler.
    if (!isClaimStatus(body.status)) throw new Error('status passed the schema unchecked');
    const from = body.from !== undefined && isClaimStatus(body.from) ? body.from : null;
    const claim = await service.changeStatus(callerOf(req), String(req.params.id), {
      status: body.status,
      from,
      note: body.note ? body.note : null,
      // The schema requires a listed reason to reject; other changes keep none.
      reason:
        body.status === 'rejected' && isClaimRejectionReason(body.reason) ? body.reason : null,
    });
    res.json({
      success: true,
      message: claimStatusUpdatedMessage(claim.status),
      claim: adminClaimToWire(claim),
    } satisfies ClaimStatusUpdateAnswer);
  });

  return router;
}
