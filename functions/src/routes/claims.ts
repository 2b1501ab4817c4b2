// Claims: a customer files one on their own covered device (multipart, with up to five photos), appeals a
// rejected one (multipart, a text and up to three more photos), and reads their claims (an admin reads
// anyone's).
import {
  type AppealClaimAnswer,
  CLAIM_APPEAL_MESSAGES,
  CLAIM_MESSAGES,
  type FileClaimAnswer,
  MAX_APPEAL_PHOTOS,
  MAX_CLAIM_PHOTOS,
  MAX_UPLOAD_BYTES,
  type UserClaimsAnswer,
  claimAppealSchema,
  claimSchema,
} from '@protect/domain';
import { type Request, type RequestHandler, Router } from 'express';
import { type AuthMiddlewares, callerOf } from '../http/auth';
import { parseMultipart } from '../http/multipart';
import { validateBody } from '../http/validate';
import { claimToWire } from '../presenters';
import type { ClaimsService } from '../services/claims';

const PHOTO_FIELD = 'photos';

/** A claim's or an appeal's multipart body: its text fields, and at most `max` photos of 10 MB each. */
async function parseClaimUpload(req: Request, max: number, tooManyPhotos: string) {
  const { fields, files } = await parseMultipart(req, {
    fileBytes: MAX_UPLOAD_BYTES,
    files: max,
    fileFields: [PHOTO_FIELD],
    tooManyFiles: tooManyPhotos,
  });
  return { fields, photos: files.map((file) => ({ bytes: file.bytes, fileName: file.fileName })) };
}

export function claimRoutes(
  auth: AuthMiddlewares,
  claims: ClaimsService,
  /** Claim submissions per user (http/rate-limit.ts), after the auth middleware. */
  submitLimit: RequestHandler,
): Router {
  const router = Router();

  router.post('/api/claims', auth.signedIn, submitLimit, async (req, res) => {
    const { fields, photos } = await parseClaimUpload(
      req,
      MAX_CLAIM_PHOTOS,
      CLAIM_MESSAGES.tooManyPhotos,
    );
    // user_id is read by the schema but never used: the claimant is the token's user.
    const form = validateBody(claimSchema, fields);
    const claim = await claims.file(callerOf(req), form, photos);
    res.status(201).json({
      success: true,
      message: CLAIM_MESSAGES.submitted,
      claim: claimToWire(claim),
    } satisfies FileClaimAnswer);
  });

  router.post('/api/claims/:id/appeal', auth.signedIn, submitLimit, async (req, res) => {
    const { fields, photos } = await parseClaimUpload(
      req,
      MAX_APPEAL_PHOTOS,
      CLAIM_APPEAL_MESSAGES.tooManyPhotos,
    );
    const form = validateBody(claimAppealSchema, fields);
    const claim = await claims.appeal(callerOf(req), String(req.params.id), form, photos);
    res.json({
      success: true,
      message: CLAIM_APPEAL_MESSAGES.submitted,
      claim: claimToWire(claim),
    } satisfies AppealClaimAnswer);
  });

  router.get('/api/claims/user/:userId', auth.signedIn, async (req, res) => {
    const list = await claims.listForUser(callerOf(req), String(req.params.userId));
    res.json({
      success: true,
      message: CLAIM_MESSAGES.claimsLoaded,
      claims: list.map(claimToWire),
    } satisfies UserClaimsAnswer);
  });

  return router;
}
