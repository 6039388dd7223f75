import { useMySquadQuery } from '../../../generated/squads';
import { useSession } from '../../../lib/session';

/**
 * The name of the viewer's own squad in a tournament, for POINTS to mark its rows; null for a
 * visitor or a player in no squad. Members see their squad as the booker does (decision 037).
 */
export function useOwnSquadName(tournamentId: string): string | null {
  const { loggedIn } = useSession();
  const { data } = useMySquadQuery({ variables: { id: tournamentId }, skip: !loggedIn });
  return data?.tournament?.mySquad?.teamName ?? null;
}
