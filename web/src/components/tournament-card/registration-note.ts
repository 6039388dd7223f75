import { bookingClosedReason } from '#common/tournament-rules';
import type { TournamentCardFragment } from '../../generated/components';
import { formatUtcDateTime } from '../../lib/format-date';

/** "Registration opens Nov 21, 2026, 6:30 PM UTC": in UTC, as the cards' start times. */
export const registrationOpensText = (opensAt: string): string =>
  `Registration opens ${formatUtcDateTime(opensAt)}`;

export const BOOKINGS_CLOSED = 'Bookings closed';

/**
 * What a card says about booking at `now`, by the shared rule the server applies: when
 * registration opens, or that bookings are closed; nothing while they are open.
 */
export function registrationNoteOf(tournament: TournamentCardFragment, now: Date): string | null {
  const reason = bookingClosedReason(
    {
      kind: tournament.kind,
      status: tournament.status,
      slotsAvailable: tournament.slotsAvailable,
      registrationOpensAt: tournament.registrationOpensAt,
      registrationClosesAt: tournament.registrationClosesAt,
    },
    { now },
  );
  if (!reason) return null;
  if (reason === 'REGISTRATION_NOT_OPEN' && tournament.registrationOpensAt) {
    return registrationOpensText(tournament.registrationOpensAt);
  }
  return BOOKINGS_CLOSED;
}
