import { usePostResultsMutation } from '../../../../generated/admin';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';
import { type SheetValues, toRowInput } from '../utils/result-sheet';

const SAVE_FAILED = 'The results could not be saved. Try again.';

/** Saves a match's results (or a correction of them) from the sheet as typed. */
export function usePostResults(tournamentId: string) {
  const [postResults] = usePostResultsMutation({
    refetchQueries: ['MatchDesk'],
    awaitRefetchQueries: true,
  });
  return (matchNumber: number, values: SheetValues) =>
    sendOrganiserChange(async () => {
      const { data } = await postResults({
        variables: { tournamentId, matchNumber, rows: values.rows.map(toRowInput) },
      });
      return data?.postResults;
    }, SAVE_FAILED);
}
