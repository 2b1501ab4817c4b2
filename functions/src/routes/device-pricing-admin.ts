// Device pricing administration (spec 02 section 7): admin only, every change audited.
import {
  ADMIN_MESSAGES,
  type AdminDevicePricingAnswer,
  type DevicePricingChangeAnswer,
  type DevicePricingFormValues,
  type MessageAnswer,
  devicePricingFormSchema,
  dollarsToCents,
} from '@protect/domain';
import { Router } from 'express';
import { assertAmounts } from '../http/money';
import { pageRequestOf } from '../http/page-request';
import { sentFields } from '../http/partial';
import { type AuthMiddlewares, callerOf } from '../http/auth';
import { validateBody } from '../http/validate';
import { devicePricingToWire } from '../presenters';
import type { DevicePricingFields } from '../repositories/device-pricing';
import type { DevicePricingAdminService } from '../services/device-pricing-admin';

/** Form values (dollars, snake_case) to stored fields (cents); an allow-list, never the body itself. */
function toFields(values: DevicePricingFormValues): DevicePricingFields {
  assertAmounts(values, [
    'device_value',
    'plan_price',
    'deductible_screen',
    'deductible_back_glass',
    'deductible_theft',
  ]);
  return {
    deviceBrand: values.device_brand,
    deviceModel: values.device_model,
    deviceValueCents: dollarsToCents(values.device_value),
    planPriceCents: dollarsToCents(values.plan_price),
    deductibleScreenCents: dollarsToCents(values.deductible_screen),
    deductibleBackGlassCents: dollarsToCents(values.deductible_back_glass),
    deductibleTheftCents: dollarsToCents(values.deductible_theft),
    isActive: values.is_active,
  };
}

const FIELDS_BY_INPUT: Readonly<
  Record<keyof DevicePricingFormValues, readonly (keyof DevicePricingFields)[]>
> = {
  device_brand: ['deviceBrand'],
  device_model: ['deviceModel'],
  device_value: ['deviceValueCents'],
  plan_price: ['planPriceCents'],
  deductible_screen: ['deductibleScreenCents'],
  deductible_back_glass: ['deductibleBackGlassCents'],
  deductible_theft: ['deductibleTheftCents'],
  is_active: ['isActive'],
};

export function devicePricingAdminRoutes(
  auth: AuthMiddlewares,
  admin: DevicePricingAdminService,
): Router {
  const router = Router();

  // `?limit=&cursor=` (the `t` the page adds only defeats caches): one page, newest first, with the total.
  router.get('/api/device-pricing/admin', auth.admin, async (req, res) => {
    const page = await admin.page(pageRequestOf(req));
    res.set('Cache-Control', 'no-store').json({
      success: true,
      devices: page.items.map(devicePricingToWire),
      nextCursor: page.nextCursor,
      total: page.total,
    } satisfies AdminDevicePricingAnswer);
  });

  router.post('/api/device-pricing', auth.admin, async (req, res) => {
    const record = await admin.create(
      callerOf(req),
      toFields(validateBody(devicePricingFormSchema, req.body)),
    );
    res.status(201).json({
      success: true,
      message: ADMIN_MESSAGES.devicePricingCreated,
      device: devicePricingToWire(record),
    } satisfies DevicePricingChangeAnswer);
  });

  router.put('/api/device-pricing/:id', auth.admin, async (req, res) => {
    const fields = toFields(validateBody(devicePricingFormSchema, req.body));
    const record = await admin.update(
      callerOf(req),
      String(req.params.id),
      sentFields(req, fields, FIELDS_BY_INPUT),
    );
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
