// A claim's deductible paid by its owner (DESIGN 5a): when the approval's off-session charge was declined,
// the customer pays it on the claim with the card field. A paying route: rate limited, behind the
// card-testing pause, once per Idempotency-Key, 3-D Secure by 402 requires_action and the same request again.
import { payDeductibleSchema } from '@protect/domain';
import { type RequestHandler, Router } from 'express';
import { type AuthMiddlewares, callerOf } from '../http/auth';
import type { CardDeclineGuard } from '../http/card-decline-guard';
import { oncePerKey } from '../http/idempotency-key';
import { validateBody } from '../http/validate';
import type { DeductiblesService } from '../services/deductibles';

export function claimDeductibleRoutes(deps: {
  auth: AuthMiddlewares;
  paymentRateLimit: RequestHandler;
  declineGuard: CardDeclineGuard;
  deductibles: DeductiblesService;
}): Router {
  const router = Router();
  router.post(
    '/api/claims/:id/deductible',
    deps.auth.signedIn,
    deps.paymentRateLimit,
    deps.declineGuard.around(
      oncePerKey((req, key) => {
        const body = validateBody(payDeductibleSchema, req.body);
        return deps.deductibles.payOnClaim(callerOf(req), String(req.params.id), body, key);
      }),
    ),
  );
  return router;
}
