import { useEditMatchMutation } from '../../../../generated/admin';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';

const EDIT_FAILED = 'The match could not be changed. Try again.';

/** Changes one match's map or start. */
export function useEditMatch(tournamentId: string, matchNumber: number) {
  const [editMatch] = useEditMatchMutation({
    refetchQueries: ['MatchSchedule'],
    awaitRefetchQueries: true,
  });
  return (change: { map: string; startsAt: string | null }) =>
    sendOrganiserChange(async () => {
      const { data } = await editMatch({
        variables: { tournamentId, matchNumber, map: change.map, startsAt: change.startsAt },
      });
      return data?.editMatch;
    }, EDIT_FAILED);
}
