// Filing a claim on a covered device, with photos, and listing a customer's claims. Everything that can be
// checked is checked before a photo is kept; the plan's yearly limit is checked again, with the claim
// number, in the transaction that records the claim, and photos of a claim refused there are deleted.
import {
  CLAIM_APPEAL_MESSAGES,
  CLAIM_MESSAGES,
  type ClaimAppealForm,
  type ClaimForm,
  MAX_APPEAL_PHOTOS,
  MAX_CLAIM_PHOTOS,
  appealRefusal,
  claimAllowance,
  claimCoverageProblem,
  detectImageType,
  dollarsToCents,
  incidentDateProblem,
  isClaimType,
  judgeClaim,
  photoLabel,
} from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import {
  type ClaimPhoto,
  type ClaimRecord,
  type ClaimsRepository,
  type DeviceClaims,
  isSameAppeal,
} from '../repositories/claims';
import { isDocumentId } from '../repositories/converter';
import type { DevicesRepository } from '../repositories/devices';
import type { PlansRepository } from '../repositories/plans';
import type { SubscriptionRecord, SubscriptionsRepository } from '../repositories/subscriptions';
import type { Messages } from './messages';
import type { UploadsService } from './uploads';

export interface ClaimsDeps {
  claims: ClaimsRepository;
  devices: DevicesRepository;
  subscriptions: SubscriptionsRepository;
  plans: PlansRepository;
  uploads: UploadsService;
  messages: Messages;
  clock: Clock;
}

export interface ClaimPhotoUpload {
  bytes: Buffer;
  fileName: string | null;
}

/** The device's claims in the policy year, in the shape the domain's limit rule reads. */
const asFiled = (claims: readonly ClaimRecord[]) =>
  claims.map((c) => ({ status: c.status, created_at: c.createdAt }));

/** Whether the subscription covers the device now (a removed device no longer is). */
const coversDevice = (s: SubscriptionRecord, deviceId: string) =>
  s.coveredDevices.some((d) => d.id === deviceId);

export function createClaimsService(deps: ClaimsDeps) {
  /**
   * Why this subscription may not take one more claim now, or null. The limit counts the subscription's
   * claims, whichever of its devices they were for, and those on its IMEIs' earlier subscriptions, in the
   * policy year (domain subscriptionClaimScope).
   */
  function refusal(
    subscription: SubscriptionRecord,
    claimLimit: number,
    device: DeviceClaims,
    now: Date,
  ): string | null {
    const coverage = claimCoverageProblem(subscription, now);
    if (coverage) return coverage;
    const allowance = claimAllowance(claimLimit, asFiled(device.claims), device.policyStart, now);
    return allowance.allowed ? null : allowance.message;
  }

  /** Keeps the photos in the file store, in order, with their labels. */
  async function storePhotos(
    caller: Caller,
    photos: readonly ClaimPhotoUpload[],
    stored: ClaimPhoto[],
  ): Promise<void> {
    for (const photo of photos) {
      const path = await deps.uploads.storeImage(caller, 'claims', photo.bytes);
      stored.push({ path, label: photoLabel(photo.fileName) });
    }
  }

  /** 413 for too many photos, 415 for one that is not an image: checked before any is kept. */
  function checkPhotos(photos: readonly ClaimPhotoUpload[], max: number, tooMany: string): void {
    if (photos.length > max) throw AppError.payloadTooLarge(tooMany);
    if (photos.some((photo) => detectImageType(photo.bytes) === null))
      throw AppError.unsupportedMediaType(CLAIM_MESSAGES.imagesOnly);
  }

  return {
    /**
     * Files a claim on the caller's own device. 403 for another's device, 404 for an unknown one, 409 when
     * the subscription does not cover today, the plan does not cover the peril or the yearly limit is
     * used up, 400 for an incident date outside coverage, 415 for a photo that is not an image.
     */
    async file(
      caller: Caller,
      form: ClaimForm,
      photos: readonly ClaimPhotoUpload[],
    ): Promise<ClaimRecord> {
      checkPhotos(photos, MAX_CLAIM_PHOTOS, CLAIM_MESSAGES.tooManyPhotos);
      if (!isClaimType(form.claim_type))
        throw AppError.validation({ claim_type: CLAIM_MESSAGES.required });
      const claimType = form.claim_type;

      const device = isDocumentId(form.device_id) ? await deps.devices.get(form.device_id) : null;
      if (!device) throw AppError.notFound(CLAIM_MESSAGES.deviceNotFound);
      if (device.userId !== caller.uid) throw AppError.forbidden();
      const subscription = await deps.subscriptions.get(device.subscriptionId);
      if (!subscription) throw AppError.conflict(CLAIM_MESSAGES.noActiveCoverage);
      if (subscription.userId !== caller.uid) throw AppError.forbidden();
      // A device taken off its Family plan keeps its claims but has no cover.
      if (!coversDevice(subscription, device.id))
        throw AppError.conflict(CLAIM_MESSAGES.noActiveCoverage);

      const now = deps.clock.now();
      const coverage = claimCoverageProblem(subscription, now);
      if (coverage) throw AppError.conflict(coverage);
      const dateProblem = incidentDateProblem(form.incident_date, subscription.billingAnchor, now);
      if (dateProblem) throw AppError.validation({ incident_date: dateProblem });
      // Judged by the plan in force on the incident day, not today's: cover bought after the incident
      // does not reach back to it.
      const judged = judgeClaim(subscription.versions, claimType, form.incident_date);
      if ('refusal' in judged) throw AppError.conflict(judged.refusal);
      const { judgement } = judged;

      const claimLimit = judgement.claimLimit;
      // Checked before any photo is kept; checked again in the transaction that files the claim.
      const early = refusal(
        subscription,
        claimLimit,
        await deps.claims.deviceClaims(subscription, now),
        now,
      );
      if (early) throw AppError.conflict(early);

      const stored: ClaimPhoto[] = [];
      try {
        await storePhotos(caller, photos, stored);
        const outcome = await deps.claims.file({
          claim: {
            id: deps.claims.newId(),
            userId: caller.uid,
            userName: subscription.userName,
            userEmail: subscription.userEmail,
            deviceId: device.id,
            subscriptionId: subscription.id,
            brand: device.brand,
            model: device.model,
            claimType,
            description: form.description,
            incidentDate: form.incident_date,
            estimatedRepairCostCents:
              form.estimated_repair_cost === undefined
                ? null
                : dollarsToCents(form.estimated_repair_cost),
            policeReportNumber: form.police_report_number ?? null,
            photos: stored,
            status: 'pending',
            statusHistory: [
              { status: 'pending', at: now, by: caller.uid, note: 'Claim submitted', reason: null },
            ],
            notes: null,
            judgedBy: judgement,
            deductible: null,
            appeal: null,
            createdAt: now,
            updatedAt: now,
          },
          subscription,
          now,
          check: (current, filed) =>
            current && coversDevice(current, device.id)
              ? refusal(current, claimLimit, filed, now)
              : CLAIM_MESSAGES.noActiveCoverage,
          mailFor: (filed) => deps.messages.claimReceived(filed),
        });
        if (outcome.kind === 'refused') throw AppError.conflict(outcome.message);
        return outcome.claim;
      } catch (err) {
        // A refused or failed claim keeps no photo.
        await deps.uploads.discard(stored.map((photo) => photo.path)).catch(() => undefined);
        throw err;
      }
    },

    /**
     * The owner appeals a rejected claim (domain claim-appeals.ts): 404 for an unknown claim, 403 for
     * another's (an admin's too: the appeal is the customer's word), 409 with the domain's message when it
     * cannot be appealed now, 413/415 for photos as at filing. The photos are kept only once the rules
     * pass, and deleted again when the transaction refuses the appeal. The same appeal sent again answers
     * the claim as it is and keeps nothing new.
     */
    async appeal(
      caller: Caller,
      id: string,
      form: ClaimAppealForm,
      photos: readonly ClaimPhotoUpload[],
    ): Promise<ClaimRecord> {
      checkPhotos(photos, MAX_APPEAL_PHOTOS, CLAIM_APPEAL_MESSAGES.tooManyPhotos);
      const claim = await deps.claims.get(id);
      if (!claim) throw AppError.notFound(CLAIM_APPEAL_MESSAGES.claimNotFound);
      if (claim.userId !== caller.uid) throw AppError.forbidden();
      if (isSameAppeal(claim, form.text)) return claim;
      const now = deps.clock.now();
      // Checked again in the transaction, with whether the plan was refunded; this spares storing the
      // photos of a plain refusal.
      const early = appealRefusal(claim, now, { coverRefunded: false });
      if (early) throw AppError.conflict(early);

      const stored: ClaimPhoto[] = [];
      try {
        await storePhotos(caller, photos, stored);
        const outcome = await deps.claims.appeal({
          id,
          uid: caller.uid,
          text: form.text,
          photos: stored,
          mailFor: (appealed) => deps.messages.appealReceived(appealed, now),
          now,
        });
        if (outcome.kind === 'missing')
          throw AppError.notFound(CLAIM_APPEAL_MESSAGES.claimNotFound);
        if (outcome.kind === 'refused') throw AppError.conflict(outcome.message);
        // A retried appeal keeps the photos of its first request only.
        if (outcome.repeat)
          await deps.uploads.discard(stored.map((photo) => photo.path)).catch(() => undefined);
        return outcome.claim;
      } catch (err) {
        await deps.uploads.discard(stored.map((photo) => photo.path)).catch(() => undefined);
        throw err;
      }
    },

    /** A customer's claims, newest first: their own, or anyone's for an admin (403 otherwise). */
    async listForUser(caller: Caller, userId: string): Promise<ClaimRecord[]> {
      if (userId !== caller.uid && caller.role !== 'admin') throw AppError.forbidden();
      return deps.claims.listForUser(userId);
    },
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
