import { useUpdateTournamentMutation } from '../../../../generated/admin';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';

const CANCEL_FAILED = 'The tournament could not be cancelled. Try again.';

/** Calls a tournament off: every entry fee goes back to its player's wallet. */
export function useCancelTournament(tournamentId: string) {
  const [updateTournament, { loading }] = useUpdateTournamentMutation();
  const cancel = () =>
    sendOrganiserChange(async () => {
      const { data } = await updateTournament({
        variables: { id: tournamentId, patch: { status: 'CANCELLED' } },
      });
      return data?.updateTournament;
    }, CANCEL_FAILED);
  return { cancel, sending: loading };
}
