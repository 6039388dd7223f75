import type { ProposedPayout } from '#common/payouts';
import { usePayWinningsMutation } from '../../../../generated/admin';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';
import { type PlanTeam, payoutInputs } from '../utils/payout-plan';

const NOTHING_PAID = 'Nothing was paid. Try again.';

/** Pays a tournament's prizes: the proposal as confirmed, each payout naming its team. */
export function usePayWinnings(tournamentId: string) {
  const [payWinnings] = usePayWinningsMutation();
  return (payouts: readonly ProposedPayout[], teams: readonly PlanTeam[]) =>
    sendOrganiserChange(async () => {
      const { data } = await payWinnings({
        variables: { tournamentId, payouts: payoutInputs(payouts, teams) },
      });
      return data?.payWinnings;
    }, NOTHING_PAID);
}
