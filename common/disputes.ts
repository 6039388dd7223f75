import { object, string } from 'yup';
import { REASON_MAX_LENGTH } from './validation/admin';

/**
 * Disputes of a match's results (issue 22). SPEC §9: a lobby glitch is reported within 1 hour;
 * refunds are for platform-cancelled tournaments or verified technical faults. The player's
 * form, the console's and the backend judge a dispute by these rules and words.
 */

/** A match can be disputed for this long after its results were first posted. */
export const DISPUTE_WINDOW_MS = 3600_000;
export const DISPUTE_REASON_MAX_LENGTH = REASON_MAX_LENGTH;

export const DISPUTE_STATUSES = ['open', 'corrected', 'refunded', 'rejected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** How an organiser resolves a dispute; each becomes the dispute's status. */
export const DISPUTE_RESOLUTIONS = ['corrected', 'refunded', 'rejected'] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];

/** Until when a match whose results were first posted at `postedAt` can be disputed. */
export const disputeDeadline = (postedAt: Date) => new Date(postedAt.getTime() + DISPUTE_WINDOW_MS);

export const DISPUTE_MESSAGES = {
  reasonRequired: 'Say what went wrong in this match',
  notPosted: 'This match has no results to dispute yet',
  windowClosed: 'Disputes for this match closed 1 hour after its results were posted',
  notMember: 'Only a member of a booked squad can dispute its matches',
  alreadyOpen: 'Your squad already has an open dispute on this match',
  screenshotNotYours: 'Upload the screenshot again: this one is not yours',
  notOpen: 'This dispute is already resolved',
  noCorrection:
    'Correct the match’s results first (with a reason), then resolve the dispute as corrected',
  alreadyRefunded: 'This squad’s entry fee was already refunded',
  nothingToRefund: 'This squad paid no entry fee, so there is nothing to refund',
  resolutionReasonRequired: 'Give the squad a reason',
  holdReasonRequired: 'Say why prizes can be paid while disputes are open',
  prizesHeld: (open: number) =>
    `Prizes wait while ${open === 1 ? 'a dispute is' : `${open} disputes are`} open on this tournament: resolve ${open === 1 ? 'it' : 'them'}, or override the hold with a reason`,
} as const;

const reason = (required: string) =>
  string()
    .trim()
    .required(required)
    .max(DISPUTE_REASON_MAX_LENGTH, `Reason cannot exceed ${DISPUTE_REASON_MAX_LENGTH} characters`);

/** A player's dispute: why, and optionally the screenshot uploaded before. */
export const disputeFormSchema = object({
  reason: reason(DISPUTE_MESSAGES.reasonRequired),
});

/** An organiser's resolution: which one, and the reason the squad reads. */
export const disputeResolutionSchema = object({
  resolution: string<DisputeResolution>()
    .oneOf([...DISPUTE_RESOLUTIONS], 'Choose corrected, refunded or rejected')
    .required('Choose how to resolve the dispute'),
  reason: reason(DISPUTE_MESSAGES.resolutionReasonRequired),
});

/** Lifting the prize hold while disputes are open: the audit keeps why. */
export const prizeHoldOverrideSchema = object({
  reason: reason(DISPUTE_MESSAGES.holdReasonRequired),
});
