// Admin claims management: the paged, filtered and searched list with its counts, one claim, and the
// status change (approve, reject, mark repaired) checked by the domain's state machine in a transaction.
import {
  CLAIM_STATUS_FILTERS,
  type ClaimStatus,
  type ClaimStatusFilter,
  canTransitionClaim,
  claimChangedMessage,
  claimNumberSearch,
  claimTransitionError,
  normalizeClaimSearch,
  type ClaimDeductible,
  type ClaimRejectionReason,
  decidesAppeal,
} from '@protect/domain';
import type { Clock } from '../adapters/clock';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { logs } from '../logs';
import type { ClaimRecord, ClaimsRepository } from '../repositories/claims';
import type { DeviceRecord, DevicesRepository } from '../repositories/devices';
import type { Page, PageRequest } from '../repositories/pages';
import type { DeductiblesService } from './deductibles';
import type { Messages } from './messages';

export const ADMIN_CLAIM_MESSAGES = {
  notFound: 'Claim not found',
  invalidFilter: 'Invalid status filter',
} as const;

export interface AdminClaimsDeps {
  claims: ClaimsRepository;
  devices: DevicesRepository;
  deductibles: DeductiblesService;
  messages: Messages;
  clock: Clock;
}

/** A `?status=` value: one of CLAIM_STATUS_FILTERS ('all' when missing); anything else is a 400. */
export function claimStatusFilterOf(value: unknown): ClaimStatusFilter {
  if (value === undefined || value === '') return 'all';
  const filter = CLAIM_STATUS_FILTERS.find((option) => option === value);
  if (!filter) throw AppError.validation({ status: ADMIN_CLAIM_MESSAGES.invalidFilter });
  return filter;
}

export function createAdminClaimsService(deps: AdminClaimsDeps) {
  return {
    /**
     * One page of claims, newest first. A claim number ('CLM-2026-000042', or 'CLM-{id}' for a claim
     * without one) is looked up exactly and answers a single page; any other text matches the start of the
     * e-mail, the name or a word of the name (searchKeys).
     */
    async list(
      filter: { status: ClaimStatusFilter; search: unknown },
      request: PageRequest,
    ): Promise<Page<ClaimRecord> & { counts: { pending: number; all: number } }> {
      const counts = deps.claims.counts();
      const number = claimNumberSearch(filter.search);
      let page: Page<ClaimRecord>;
      if (number !== null) {
        const byNumber = await deps.claims.findByNumber(number);
        // The fallback CLM-{id} of spec 02 section 3: the id keeps its case, so it is read as typed.
        const typedId = String(filter.search).trim().slice('CLM-'.length);
        const byId = byNumber.length === 0 ? await deps.claims.get(typedId) : null;
        const found = byId ? [byId] : byNumber;
        page = {
          items: request.after
            ? []
            : found.filter((c) => filter.status === 'all' || c.status === filter.status),
          nextCursor: null,
        };
      } else {
        page = await deps.claims.page(
          { status: filter.status, search: normalizeClaimSearch(filter.search) },
          request,
        );
      }
      return { ...page, counts: await counts };
    },

    async get(id: string): Promise<ClaimRecord> {
      const claim = await deps.claims.get(id);
      if (!claim) throw AppError.notFound(ADMIN_CLAIM_MESSAGES.notFound);
      return claim;
    },

    /** One claim with its device as registered (null when gone): the reviewer sees a custom device's declared value. */
    async getWithDevice(id: string): Promise<{ claim: ClaimRecord; device: DeviceRecord | null }> {
      const claim = await deps.claims.get(id);
      if (!claim) throw AppError.notFound(ADMIN_CLAIM_MESSAGES.notFound);
      const device = claim.deviceId ? await deps.devices.get(claim.deviceId) : null;
      return { claim, device };
    },

    /**
     * Approve, reject or mark repaired. 404 for an unknown claim; 409 when the claim is no longer in the
     * status the admin saw (another admin acted first), the state machine does not allow the change, the
     * claim's terms do not cover it (approval), or its deductible is due (mark repaired). The approval that
     * wins the transition then charges the deductible off-session; a decline leaves it due. A rejection
     * keeps its reason (the schema requires one) and any decision its note, in the history entry.
     */
    async changeStatus(
      caller: Caller,
      id: string,
      change: {
        status: ClaimStatus;
        from: ClaimStatus | null;
        note: string | null;
        reason: ClaimRejectionReason | null;
      },
    ): Promise<ClaimRecord> {
      let deductibleOnApproval: ClaimDeductible | undefined;
      if (change.status === 'approved') {
        const claim = await deps.claims.get(id);
        if (!claim) throw AppError.notFound(ADMIN_CLAIM_MESSAGES.notFound);
        // Decided before the transition from what does not change (the claim's peril, incident day and
        // the version then in force), so that a claim not covered is never approved.
        if (canTransitionClaim(claim.status, 'approved'))
          deductibleOnApproval = await deps.deductibles.onApproval(claim);
      }
      const outcome = await deps.claims.changeStatus({
        id,
        to: change.status,
        expected: change.from,
        note: change.note,
        reason: change.reason,
        ...(deductibleOnApproval ? { deductibleOnApproval } : {}),
        // The decision's message; its id counts the claim's history, so each decision has its own. A
        // decision on an appeal answers the appeal (a claim is appealed once, so its id is the claim's).
        mailFor: (after) =>
          decidesAppeal(after.statusHistory)
            ? deps.messages.appealDecided(after, {
                approved: change.status === 'approved',
                reason: change.reason,
                note: change.note,
                deductible: after.deductible,
              })
            : deps.messages.claimDecision(
                after,
                { ...change, deductible: after.deductible },
                `${after.id}_step${after.statusHistory.length}`,
              ),
        who: { uid: caller.uid, email: caller.email },
        now: deps.clock.now(),
      });
      if (outcome.kind === 'missing') throw AppError.notFound(ADMIN_CLAIM_MESSAGES.notFound);
      if (outcome.kind === 'refused') {
        const changedMeanwhile = change.from !== null && change.from !== outcome.current;
        throw AppError.conflict(
          changedMeanwhile
            ? claimChangedMessage(outcome.current)
            : (outcome.message ??
                claimTransitionError(outcome.current, change.status) ??
                claimChangedMessage(outcome.current)),
        );
      }
      logs.adminAction(`claim.${change.status}`, caller.uid, id);
      if (change.status === 'approved') return deps.deductibles.chargeOnApproval(outcome.claim);
      return outcome.claim;
    },
  };
}

export type AdminClaimsService = ReturnType<typeof createAdminClaimsService>;
