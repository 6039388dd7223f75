import { bookingClosedReason } from '#common/tournament-rules';
import type { TournamentBookingFragment } from '../../../generated/graphql';

/** What the booking area offers the viewer (SPEC §2, in the spec's order of precedence). */
export type BookingAction =
  { kind: 'login' } | { kind: 'booked' } | { kind: 'closed' } | { kind: 'open'; label: string };

/** "50" for whole rupees, else "49.50": the detail page counts entry fees in Coins (1 = ₹1). */
export const coinsOf = (money: { paise: number; rupees: string }): string =>
  money.paise % 100 === 0 ? String(money.paise / 100) : money.rupees;

export const entryFeeText = (tournament: TournamentBookingFragment): string =>
  tournament.isFree ? 'Free' : `${coinsOf(tournament.entryFee)} Coins`;

/**
 * Not logged in: log in first; booked: confirmed; closed by the shared rule (normal: no slots,
 * cancelled or completed; special: cancelled; the mobile fixed button passes
 * `ignoreCompleted`); otherwise book for the fee.
 */
export function bookingActionOf(
  tournament: TournamentBookingFragment,
  loggedIn: boolean,
  options: { ignoreCompleted?: boolean } = {},
): BookingAction {
  if (!loggedIn) return { kind: 'login' };
  if (tournament.viewerBooking.booked) return { kind: 'booked' };
  const closed = bookingClosedReason(
    {
      kind: tournament.kind,
      status: tournament.status,
      slotsAvailable: tournament.slotsAvailable,
    },
    options,
  );
  if (closed) return { kind: 'closed' };
  const label = tournament.isFree
    ? 'Book Slot for Free'
    : `Book Slot for ${coinsOf(tournament.entryFee)} Coins`;
  return { kind: 'open', label };
}
