// Bodies of writes must be JSON (or multipart on upload routes): anything else answers 415 rather than
// being silently ignored. Oversized bodies answer 413.
import type { Request, RequestHandler } from 'express';
import { CLAIM_MESSAGES, MAX_CLAIM_UPLOAD_BYTES } from '@protect/domain';
import { AppError } from '../app-error';

/** Upload routes whose body may differ from the default upload limit, with the 413's message. */
const UPLOAD_LIMITS: readonly { route: RegExp; bytes: number; message: string }[] = [
  // Up to five photos, under Cloud Functions' 32 MB request limit (see MAX_CLAIM_UPLOAD_BYTES).
  {
    route: /^\/api\/claims$/,
    bytes: MAX_CLAIM_UPLOAD_BYTES,
    message: CLAIM_MESSAGES.photosTooLarge,
  },
];

/**
 * Cloud Functions (and its emulator) parse the body before the app with a 32 MB limit, so express.json's own
 * limit never applies there: the size is checked here from Content-Length and the pre-read raw body.
 */
export function limitBodySize(maxBytes: number, maxUploadBytes: number): RequestHandler {
  return (req, _res, next) => {
    const isUpload = MULTIPART_ROUTES.some((route) => route.test(req.path));
    const special = isUpload ? UPLOAD_LIMITS.find((u) => u.route.test(req.path)) : undefined;
    const limit = special?.bytes ?? (isUpload ? maxUploadBytes : maxBytes);
    const declared = Number(req.get('content-length') ?? 0);
    const raw = (req as Request & { rawBody?: Buffer }).rawBody;
    if (declared > limit || (raw !== undefined && raw.length > limit)) {
      throw AppError.payloadTooLarge(special?.message ?? 'Request body is too large');
    }
    next();
  };
}

function hasBody(req: Request): boolean {
  const length = req.get('content-length');
  return req.get('transfer-encoding') !== undefined || (length !== undefined && Number(length) > 0);
}

/**
 * Paths whose writes are multipart uploads (parsed with busboy from the raw body). Every other route reads
 * JSON only, so a multipart body there answers 415 instead of passing as an empty body into field errors.
 */
export const MULTIPART_ROUTES: readonly RegExp[] = [
  /^\/api\/uploads\/device-images$/,
  /^\/api\/claims$/,
  /^\/api\/claims\/[^/]+\/appeal$/,
];

export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method) && hasBody(req)) {
    const types = MULTIPART_ROUTES.some((route) => route.test(req.path))
      ? ['application/json', 'application/*+json', 'multipart/form-data']
      : ['application/json', 'application/*+json'];
    if (!req.is(types)) {
      throw AppError.unsupportedMediaType('Content-Type must be application/json');
    }
  }
  next();
};
