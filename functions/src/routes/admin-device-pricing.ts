// Device pricing administration (spec 02 section 7): admin only, every change audited.
import {
  ADMIN_MESSAGES,
  type AdminDevicePricingAnswer,
  type DevicePricingChangeAnswer,
  type MessageAnswer,
  devicePricingFormSchema,
} from '@protect/domain';
import { Router } from 'express';
import { validateAmountsForm } from '../http/money';
import { pageRequestOf } from '../http/page-request';
import { sentInputs } from '../http/partial';
import { type AuthMiddlewares, callerOf } from '../http/auth';
import { adminPageFieldsOf, devicePricingToWire } from '../presenters';
import type { AdminDevicePricingService } from '../services/admin-device-pricing';

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
    res.set('Cache-Control', 'no-store').json({
      ...adminPageFieldsOf(page),
      devices: page.items.map(devicePricingToWire),
    } satisfies AdminDevicePricingAnswer);
  });

  router.post('/api/device-pricing', auth.admin, async (req, res) => {
    const form = validateAmountsForm(devicePricingFormSchema, req.body, DEVICE_PRICING_AMOUNTS);
    const record = await admin.create(callerOf(req), form);
    res.status(201).json({
      success: true,
      message: ADMIN_MESSAGES.devicePricingCreated,
      device: devicePricingToWire(record),
    } satisfies DevicePricingChangeAnswer);
  });

  router.put('/api/device-pricing/:id', auth.admin, async (req, res) => {
    const form = validateAmountsForm(devicePricingFormSchema, req.body, DEVICE_PRICING_AMOUNTS);
    const record = await admin.update(callerOf(req), String(req.params.id), form, sentInputs(req));
    res.json({
      success: true,
      message: ADMIN_MESSAGES.devicePricingUpdated,
      device: devicePricingToWire(record),
    } satisfies DevicePricingChangeAnswer);
  });

  router.delete('/api/device-pricing/:id', auth.admin, async (req, res) => {
    await admin.remove(callerOf(req), String(req.params.id));
    res.json({
      success: true,
      message: ADMIN_MESSAGES.devicePricingDeleted,
    } satisfies MessageAnswer);
  });

  return router;
}
