import { type TournamentKind, useBookingAgeCheckQuery } from '../../../generated/entries';

/**
 * True when the tournament charges a fee and the viewer has given no date of birth yet: the
 * backend refuses such a booking, so the form asks it first. Saving it updates the viewer in
 * the cache, and this turns false.
 */
export function useNeedsDateOfBirth(tournamentId: string, kind: TournamentKind): boolean {
  const { data } = useBookingAgeCheckQuery({ variables: { tournamentId, kind } });
  const paid = (data?.tournament?.entryFee.paise ?? 0) > 0;
  return paid && data?.viewer != null && !data.viewer.dateOfBirth;
}
