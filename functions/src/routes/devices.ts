// Devices: pricing a custom model from its value, uploading a device's photos, the customer's devices, and
// serving stored photos to their owner and admins.
import {
  type CustomDevicePricingAnswer,
  type DeviceImagesAnswer,
  MAX_UPLOAD_BYTES,
  customDevicePricingSchema,
} from '@protect/domain';
import { type RequestHandler, Router } from 'express';
import { type AuthMiddlewares, callerOf } from '../http/auth';
import { parseMultipart } from '../http/multipart';
import { validateBody } from '../http/validate';
import { devicePricingToWire } from '../presenters';
import type { CustomDevicesService } from '../services/custom-devices';
import { fileUrlOf } from '../presenters';
import type { UploadsService } from '../services/uploads';

const DEVICE_IMAGE_FIELDS = ['deviceFrontImage', 'deviceBackImage'] as const;

export function deviceRoutes(
  auth: AuthMiddlewares,
  uploads: UploadsService,
  /** Uploads per user (http/rate-limit.ts), after the auth middleware. */
  uploadLimit: RequestHandler,
  customDevices: CustomDevicesService,
): Router {
  const router = Router();

  router.post('/api/device-pricing/custom', auth.signedIn, async (req, res) => {
    const body = validateBody(customDevicePricingSchema, req.body);
    const priced = await customDevices.price(body);
    res.json({
      success: true,
      device: devicePricingToWire(priced),
    } satisfies CustomDevicePricingAnswer);
  });

  router.post('/api/uploads/device-images', auth.signedIn, uploadLimit, async (req, res) => {
    const caller = callerOf(req);
    const { files } = await parseMultipart(req, {
      fileBytes: MAX_UPLOAD_BYTES,
      files: DEVICE_IMAGE_FIELDS.length,
      fileFields: DEVICE_IMAGE_FIELDS,
    });
    const urlOf = async (field: (typeof DEVICE_IMAGE_FIELDS)[number]) => {
      const file = files.find((f) => f.field === field);
      return file ? fileUrlOf(await uploads.storeImage(caller, 'devices', file.bytes)) : null;
    };
    const [frontImageUrl, backImageUrl] = await Promise.all(DEVICE_IMAGE_FIELDS.map(urlOf));
    res.status(201).json({
      success: true,
      frontImageUrl: frontImageUrl ?? null,
      backImageUrl: backImageUrl ?? null,
    } satisfies DeviceImagesAnswer);
  });

  router.get('/api/files/*path', auth.signedIn, async (req, res) => {
    const segments = (req.params as { path?: string[] }).path ?? [];
    const file = await uploads.read(callerOf(req), segments.join('/'));
    res.set('Content-Type', file.contentType);
    // Private photos: never kept by shared caches; nosniff so bytes are only ever shown as the image they are.
    res.set('Cache-Control', 'private, max-age=300');
    res.set('X-Content-Type-Options', 'nosniff');
    res.set('Content-Disposition', 'inline');
    res.send(file.bytes);
  });

  return router;
}
