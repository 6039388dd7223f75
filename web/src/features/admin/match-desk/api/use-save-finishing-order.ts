import { useSaveFinishingOrderMutation } from '../../../../generated/admin';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';
import { type FinishValues, toSquadInputs } from '../utils/finishing-order';

const SAVE_FAILED = 'The results could not be saved. Try again.';

/** Saves a match by finishing order and kills (a correction with its reason). */
export function useSaveFinishingOrder(tournamentId: string) {
  // Every active read of the desk (sheets, standings, penalties, whatever else it shows) is read
  // again, not awaited: saved is saved, even if some other part of the page fails to reload.
  const [save] = useSaveFinishingOrderMutation({ refetchQueries: 'active' });
  return (matchNumber: number, values: FinishValues) =>
    sendOrganiserChange(async () => {
      const { data } = await save({
        variables: {
          tournamentId,
          matchNumber,
          squads: toSquadInputs(values),
          reason: values.reason.trim() || null,
        },
      });
      return data?.saveFinishingOrder;
    }, SAVE_FAILED);
}
