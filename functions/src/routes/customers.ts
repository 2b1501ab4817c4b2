// Customer profile: GET and PUT /api/customers/profile/{email} (spec 02 section 7). Email is read-only.
// The dashboard: GET /api/customers/dashboard, the signed-in customer's first screen in one answer.
import {
  type CustomerDashboardAnswer,
  type CustomerProfileAnswer,
  PROFILE_MESSAGES,
  centsToDollars,
  profileUpdateSchema,
} from '@protect/domain';
import { Router } from 'express';
import type { AuthMiddlewares } from '../http/auth';
import { callerOf } from '../http/auth';
import { sentInputs } from '../http/partial';
import { validateBody } from '../http/validate';
import {
  claimToWire,
  deviceToWire,
  paymentToWire,
  profileToWire,
  subscriptionToWire,
} from '../presenters';
import type { CustomerDashboardService } from '../services/customer-dashboard';
import type { ProfilesService } from '../services/profiles';

// Revocation is checked here too: an admin may read and change any profile, so a revoked admin's unexpired
// token must not keep that power for its last hour.
export function customerRoutes(
  auth: AuthMiddlewares,
  profiles: ProfilesService,
  dashboard: CustomerDashboardService,
): Router {
  const router = Router();

  // The caller's own only: the path names nobody, the token says whose.
  router.get('/api/customers/dashboard', auth.signedIn, async (req, res) => {
    const mine = await dashboard.get(callerOf(req));
    res.json({
      success: true,
      profile: profileToWire(mine.profile, mine.devices.map(deviceToWire)),
      subscriptions: mine.subscriptions.map(subscriptionToWire),
      payments: mine.payments.map(paymentToWire),
      paymentsCount: mine.paymentsCount,
      totalPaid: centsToDollars(mine.paidCents),
      claims: mine.claims.map(claimToWire),
    } satisfies CustomerDashboardAnswer);
  });

  router.get('/api/customers/profile/:email', auth.signedIn, async (req, res) => {
    const { profile, devices } = await profiles.get(callerOf(req), String(req.params.email));
    res.json({
      success: true,
      data: profileToWire(profile, devices.map(deviceToWire)),
      message: 'Profile retrieved successfully',
    } satisfies CustomerProfileAnswer);
  });

  router.put('/api/customers/profile/:email', auth.signedIn, async (req, res) => {
    const form = validateBody(profileUpdateSchema, req.body);
    const updated = await profiles.update(
      callerOf(req),
      String(req.params.email),
      form,
      sentInputs(req),
    );
    res.json({
      success: true,
      message: PROFILE_MESSAGES.saved,
      data: profileToWire(updated),
    } satisfies CustomerProfileAnswer);
  });

  return router;
}
