// Bodies of writes must be JSON (or multipart on upload routes): anything else answers 415 rather than
// being silently ignored.
import type { Request, RequestHandler } from 'express';
import { AppError } from './app-error';

function hasBody(req: Request): boolean {
  const length = req.get('content-length');
  return req.get('transfer-encoding') !== undefined || (length !== undefined && Number(length) > 0);
}

export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method) && hasBody(req)) {
    if (!req.is(['application/json', 'application/*+json', 'multipart/form-data'])) {
      throw new AppError('unsupported_media_type', 'Content-Type must be application/json', 415);
    }
  }
  next();
};
