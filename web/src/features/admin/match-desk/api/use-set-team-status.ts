import { type TeamStatus, useSetTeamStatusMutation } from '../../../../generated/admin';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';

const CHANGE_FAILED = "The team's status could not be changed. Try again.";

/** Marks a team active, absent or disqualified, with the reason (if any) the history keeps. */
export function useSetTeamStatus(tournamentId: string, teamId: string) {
  const [setTeamStatus] = useSetTeamStatusMutation({
    refetchQueries: ['MatchDesk'],
    awaitRefetchQueries: true,
  });
  return (status: TeamStatus, reason: string) =>
    sendOrganiserChange(async () => {
      const { data } = await setTeamStatus({
        variables: { tournamentId, teamId, status, reason: reason || null },
      });
      return data?.setTeamStatus;
    }, CHANGE_FAILED);
}
