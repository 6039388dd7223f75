import { object } from 'yup';
import {
  BAN_REASON_MAX_LENGTH,
  reasonField,
  teamStatusSchema,
  upiReferenceField,
} from '#common/validation/admin';
import { ruleErrors } from '../../mutations/rule-errors';
import type { TeamStatus, UserError } from '../../generated/resolvers-types';

/**
 * The organiser's input judged by the same shared rules the console's forms and the backend
 * use, so what is obviously wrong is refused before any upstream call, on the input's field.
 */

const given = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '';

const rejectionRules = object({ note: reasonField() });
const banRules = object({ reason: reasonField(BAN_REASON_MAX_LENGTH) });
const referenceRules = object({ reference: upiReferenceField() });

/** A rejection needs a reason the player will read. */
export const rejectionErrors = (note: string | null | undefined): UserError[] =>
  ruleErrors(rejectionRules, { note: note ?? undefined });

/**
 * Whether a reference is needed depends on the transaction's type, which only the backend
 * knows; one that is given must be a UPI reference.
 */
export const referenceErrors = (reference: string | null | undefined): UserError[] =>
  given(reference) ? ruleErrors(referenceRules, { reference }) : [];

export const banErrors = (reason: string | null | undefined): UserError[] =>
  ruleErrors(banRules, { reason: reason ?? undefined });

/** Lifting a ban takes an optional reason, bounded as a ban's. */
export const unbanErrors = (reason: string | null | undefined): UserError[] =>
  given(reason) ? banErrors(reason) : [];

export const teamStatusErrors = (status: TeamStatus, reason: string | null | undefined) =>
  ruleErrors(teamStatusSchema, { status: status.toLowerCase(), reason: reason ?? undefined });
