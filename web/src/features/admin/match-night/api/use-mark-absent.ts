import { sendOrganiserChange } from '../../../../components/form/change-outcome';
import { useMarkSquadAbsentMutation } from '../../../../generated/admin';

const ABSENT_FAILED = 'The squad could not be marked absent. Try again.';

/** Marks a squad absent from the check-in list, with the reason the history keeps. */
export function useMarkAbsent(tournamentId: string, teamId: string) {
  // The check-in list and the desk's team cards both show the squad's status: both read again.
  const [mark] = useMarkSquadAbsentMutation({ refetchQueries: 'active' });
  return (reason: string) =>
    sendOrganiserChange(async () => {
      const { data } = await mark({ variables: { tournamentId, teamId, reason } });
      return data?.setTeamStatus;
    }, ABSENT_FAILED);
}
