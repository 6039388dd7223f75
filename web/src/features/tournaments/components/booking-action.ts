import { bookingClosedReason } from '#common/tournament-rules';
import { registrationOpensText } from '../../../components/tournament-card/registration-note';
import type { TournamentBookingFragment } from '../../../generated/tournaments';

/** What the booking area offers the viewer (SPEC §2, in the spec's order of precedence). */
export type BookingAction =
  | { kind: 'login' }
  | { kind: 'booked' }
  | { kind: 'closed' }
  | { kind: 'not-open'; label: string }
  | { kind: 'soon' }
  | { kind: 'open'; label: string };

/** "50" for whole rupees, else "49.50": the detail page counts entry fees in Coins (1 = ₹1). */
export const coinsOf = (money: { paise: number; rupees: string }): string =>
  money.paise % 100 === 0 ? String(money.paise / 100) : money.rupees;

export const entryFeeText = (tournament: TournamentBookingFragment): string =>
  tournament.isFree ? 'Free' : `${coinsOf(tournament.entryFee)} Coins`;

type Window = Pick<
  TournamentBookingFragment,
  'kind' | 'status' | 'slotsAvailable' | 'registrationOpensAt' | 'registrationClosesAt'
>;

/**
 * Why the tournament takes no booking at `now`, by the shared rule the server applies too:
 * normal: no slots, cancelled or completed (the mobile fixed button passes `ignoreCompleted`);
 * special: cancelled; both: outside the registration window.
 */
export const closedReasonOf = (
  tournament: Window,
  options: { ignoreCompleted?: boolean; now: Date },
) =>
  bookingClosedReason(
    {
      kind: tournament.kind,
      status: tournament.status,
      slotsAvailable: tournament.slotsAvailable,
      registrationOpensAt: tournament.registrationOpensAt,
      registrationClosesAt: tournament.registrationClosesAt,
    },
    options,
  );

/**
 * Registration not opened by an organiser yet (issue 24): opens soon, for everyone;
 * not logged in: log in first; booked: confirmed; before registration opens: when it opens
 * (disabled); otherwise closed by the shared rule; else book for the fee.
 */
export function bookingActionOf(
  tournament: TournamentBookingFragment,
  loggedIn: boolean,
  options: { ignoreCompleted?: boolean; now: Date },
): BookingAction {
  if (!tournament.registrationOpen) return { kind: 'soon' };
  if (!loggedIn) return { kind: 'login' };
  if (tournament.viewerBooking.booked) return { kind: 'booked' };
  const closed = closedReasonOf(tournament, options);
  if (closed === 'REGISTRATION_NOT_OPEN' && tournament.registrationOpensAt) {
    return { kind: 'not-open', label: registrationOpensText(tournament.registrationOpensAt) };
  }
  if (closed) return { kind: 'closed' };
  const label = tournament.isFree
    ? 'Book Slot for Free'
    : `Book Slot for ${coinsOf(tournament.entryFee)} Coins`;
  return { kind: 'open', label };
}
