// Customer profile: GET and PUT /api/customers/profile/{email} (spec 02 section 7). Email is read-only.
import { PROFILE_MESSAGES, profileUpdateSchema } from '@protect/domain';
import { Router } from 'express';
import type { AuthMiddlewares } from '../http/auth';
import { callerOf } from '../http/auth';
import { validateBody } from '../http/validate';
import { profileToWire } from '../presenters';
import type { ProfilesService } from '../services/profiles';

export function customerRoutes(auth: AuthMiddlewares, profiles: ProfilesService): Router {
  const router = Router();

  router.get('/api/customers/profile/:email', auth.signedIn, async (req, res) => {
    const profile = await profiles.get(callerOf(req), String(req.params.email));
    res.json({
      success: true,
      data: profileToWire(profile),
      message: 'Profile retrieved successfully',
    });
  });

  router.put('/api/customers/profile/:email', auth.signedIn, async (req, res) => {
    const body = validateBody(profileUpdateSchema, req.body);
    // The form sends every field: a blank one clears it. Only these fields can ever change.
    const updated = await profiles.update(callerOf(req), String(req.params.email), {
      name: body.name,
      phone: body.phone ?? '',
      address: body.address ?? '',
      city: body.city ?? '',
      state: body.state ?? '',
      zipCode: body.zip_code ?? '',
    });
    res.json({ success: true, message: PROFILE_MESSAGES.saved, data: profileToWire(updated) });
  });

  return router;
}
