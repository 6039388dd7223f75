import { sendOrganiserChange } from '../../../../components/form/change-outcome';
import { useOverridePrizeHoldMutation } from '../../../../generated/admin';

const OVERRIDE_FAILED = 'The prize hold could not be lifted. Try again.';

/** Lets prizes be paid while disputes stay open, with the reason the audit keeps. */
export function useOverridePrizeHold(tournamentId: string) {
  const [override] = useOverridePrizeHoldMutation({ refetchQueries: 'active' });
  return (reason: string) =>
    sendOrganiserChange(async () => {
      const { data } = await override({ variables: { tournamentId, reason } });
      return data?.overridePrizeHold;
    }, OVERRIDE_FAILED);
}
