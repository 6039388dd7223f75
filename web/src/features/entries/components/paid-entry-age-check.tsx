import { useParams } from 'react-router';
import type { TournamentKind } from '../../../generated/entries';
import { PaidEntryDateOfBirth } from '../../tax-details/public';
import { useNeedsDateOfBirth } from '../api/use-needs-date-of-birth';

/** Above an entry form: the date of birth form when this paid tournament needs it first. */
export function PaidEntryAgeCheck({ kind }: { kind: TournamentKind }) {
  const { tournamentId = '' } = useParams();
  return useNeedsDateOfBirth(tournamentId, kind) ? <PaidEntryDateOfBirth /> : null;
}
