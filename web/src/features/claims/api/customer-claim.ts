// A claim as the claims screens show it, read once from the answer (no I/O, so a unit test reads it as the
// screens do): the deductible's amount into cents, as the other customer screens read their money, for
// formatCents.
import { type Cents, type ClaimWire, dollarsToCents } from '@protect/domain';

/** The deductible's amount in cents (0 while the claim has none). */
export type CustomerClaim = ClaimWire & { deductibleCents: Cents };

export function customerClaimFromWire(claim: ClaimWire): CustomerClaim {
  return { ...claim, deductibleCents: dollarsToCents(claim.deductible?.amount ?? 0) };
}
