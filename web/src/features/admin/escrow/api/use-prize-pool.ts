import { sendOrganiserChange } from '../../../../components/form/change-outcome';
import {
  type FundPrizePoolInput,
  usePrizePoolEscrowQuery,
  useFundPrizePoolMutation,
  useMarkPrizeReturnPaidMutation,
  useReturnPrizePoolMutation,
} from '../../../../generated/admin';
import { ESCROW_TEXTS } from '../utils/escrow-texts';

/** The tournament's escrow as the ledger shows it, read fresh: money moved elsewhere shows. */
export function usePrizePool(tournamentId: string) {
  const { data, error } = usePrizePoolEscrowQuery({
    variables: { id: tournamentId },
    fetchPolicy: 'network-only',
  });
  const admin = data?.admin.tournament;
  return {
    error,
    loading: !data && !error,
    summary: admin?.prizePool ?? null,
    status: admin?.tournament.status ?? null,
  };
}

// Every screen of the page asks again: the registration panel's gate reads the funded pool, and
// the summary has no id of its own for the cache to update.
const refetch = { refetchQueries: 'active' as const, awaitRefetchQueries: true };

/** Fund the pool, return what is left: each answered the console's one way. */
export function usePrizePoolChanges(tournamentId: string) {
  const [fund] = useFundPrizePoolMutation(refetch);
  const [returnPool] = useReturnPrizePoolMutation(refetch);
  return {
    fund: (input: Omit<FundPrizePoolInput, 'tournamentId'>) =>
      sendOrganiserChange(async () => {
        const { data } = await fund({ variables: { input: { ...input, tournamentId } } });
        return data?.fundPrizePool;
      }, ESCROW_TEXTS.failed),
    returnLeft: () =>
      sendOrganiserChange(async () => {
        const { data } = await returnPool({ variables: { tournamentId } });
        return data?.returnPrizePool;
      }, ESCROW_TEXTS.failed),
  };
}

/** A funder's share recorded as paid back outside the platform, with the password. */
export function useMarkReturnPaid() {
  const [markPaid] = useMarkPrizeReturnPaidMutation(refetch);
  return (fundingId: string, reference: string, password: string) =>
    sendOrganiserChange(async () => {
      const { data } = await markPaid({ variables: { input: { fundingId, reference, password } } });
      return data?.markPrizeReturnPaid;
    }, ESCROW_TEXTS.failed);
}
