import { type TournamentStatus, useUpdateTournamentMutation } from '../../../../generated/admin';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';

const STATUS_FAILED = 'The status could not be changed. Try again.';

/** Moves a tournament to another status; the desk is read again before the answer counts. */
export function useMoveTournament(tournamentId: string) {
  const [updateTournament, { loading }] = useUpdateTournamentMutation({
    refetchQueries: ['MatchDesk'],
    awaitRefetchQueries: true,
  });
  const move = (status: TournamentStatus) =>
    sendOrganiserChange(async () => {
      const { data } = await updateTournament({
        variables: { id: tournamentId, patch: { status } },
      });
      return data?.updateTournament;
    }, STATUS_FAILED);
  return { move, moving: loading };
}
