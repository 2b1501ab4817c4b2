// Claim form (spec 02 section 5) and the claims api body (multipart fields, photos handled apart).
import { type InferType, number, object, string } from 'yup';
import {
  CLAIM_APPEAL_MESSAGES,
  MAX_APPEAL_TEXT_LENGTH,
  MIN_APPEAL_TEXT_LENGTH,
} from '../claim-appeals';
import { CLAIM_MESSAGES, requiresPoliceReport } from '../claim-filing';
import { CLAIM_TYPES } from '../claims';
import { optionalText, requiredChoice } from './common';

/** A bound on the estimated cost, so that no text such as 'Infinity' or '1e300' passes as an amount. */
export const MAX_ESTIMATED_REPAIR_COST = 1_000_000;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date 'YYYY-MM-DD' that exists (2024-02-30 does not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The claim form: device, claim type, description and incident date are required ('Please fill in all required
 * fields'); estimated cost optional; police report number required for theft and dropped for other types.
 * Pass `{ context: { now } }` to validate to refuse future incident dates.
 */
export const claimSchema = object({
  user_id: optionalText(),
  device_id: string().trim().required(CLAIM_MESSAGES.required),
  claim_type: requiredChoice(CLAIM_TYPES, CLAIM_MESSAGES.required),
  description: string().trim().required(CLAIM_MESSAGES.required),
  incident_date: string()
    .trim()
    .required(CLAIM_MESSAGES.required)
    .test('date', CLAIM_MESSAGES.invalidDate, (value) => isIsoDate(value))
    .test('not-future', CLAIM_MESSAGES.futureIncident, (value, context) => {
      const now: unknown = (context.options.context as { now?: unknown } | undefined)?.now;
      if (!(now instanceof Date)) return true;
      return value <= now.toISOString().slice(0, 10);
    }),
  estimated_repair_cost: number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null ? undefined : value,
    )
    .typeError(CLAIM_MESSAGES.invalidCost)
    .min(0, CLAIM_MESSAGES.invalidCost)
    .max(MAX_ESTIMATED_REPAIR_COST, CLAIM_MESSAGES.invalidCost)
    .optional(),
  police_report_number: string()
    .trim()
    .optional()
    .when('claim_type', {
      is: requiresPoliceReport,
      then: (s) => s.required(CLAIM_MESSAGES.policeReportRequired),
      otherwise: (s) => s.transform(() => undefined),
    }),
});
export type ClaimForm = InferType<typeof claimSchema>;

/** POST /api/claims/{id}/appeal: the text (multipart field), the photos travel apart. The form shares it. */
export const claimAppealSchema = object({
  text: string()
    .trim()
    .required(CLAIM_APPEAL_MESSAGES.textTooShort)
    .min(MIN_APPEAL_TEXT_LENGTH, CLAIM_APPEAL_MESSAGES.textTooShort)
    .max(MAX_APPEAL_TEXT_LENGTH, CLAIM_APPEAL_MESSAGES.textTooLong),
});
export type ClaimAppealForm = InferType<typeof claimAppealSchema>;
