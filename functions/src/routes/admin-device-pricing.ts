// Device pricing administration (spec 02 section 7): admin only, every change audited.
import {
  ADMIN_MESSAGES,
  type AdminDevicePricingAnswer,
  type DevicePricingChangeAnswer,
  devicePricingFormSchema,
} from '@protect/domain';
import { Router } from 'express';
import { validateAmountsForm } from '../http/money';
import { pageRequestOf } from '../http/page-request';
import type { AuthMiddlewares } from '../http/auth';
import { adminPageOf, devicePricingToWire } from '../presenters';
import type { AdminDevicePricingService } from '../services/admin-device-pricing';
import { catalogueEditingRoutes } from './catalogue-editing';

/** The form's amounts: dollars with at most two decimals (the service turns them into cents). */
const DEVICE_PRICING_AMOUNTS = [
  'device_value',
  'plan_price',
  'deductible_screen',
  'deductible_back_glass',
  'deductible_theft',
] as const;

export function adminDevicePricingRoutes(
  auth: AuthMiddlewares,
  admin: AdminDevicePricingService,
): Router {
  const router = Router();

  // `?limit=&cursor=` (the `t` the page adds only defeats caches): one page, newest first, with the total.
  router.get('/api/device-pricing/admin', auth.admin, async (req, res) => {
    const page = await admin.page(pageRequestOf(req));
    res
      .set('Cache-Control', 'no-store')
      .json(adminPageOf(page, 'devices', devicePricingToWire) satisfies AdminDevicePricingAnswer);
  });

  catalogueEditingRoutes(router, auth.admin, {
    path: '/api/device-pricing',
    editor: admin,
    formOf: (body) => validateAmountsForm(devicePricingFormSchema, body, DEVICE_PRICING_AMOUNTS),
    answerOf: (message, record) =>
      ({
        success: true,
        message,
        device: devicePricingToWire(record),
      }) satisfies DevicePricingChangeAnswer,
    messages: {
      created: ADMIN_MESSAGES.devicePricingCreated,
      updated: ADMIN_MESSAGES.devicePricingUpdated,
      deleted: ADMIN_MESSAGES.devicePricingDeleted,
    },
  });

  return router;
}
