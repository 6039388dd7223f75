import { sendOrganiserChange } from '../../../../components/form/change-outcome';
import { type DisputeResolution, useResolveDisputeMutation } from '../../../../generated/admin';

const RESOLVE_FAILED = 'The dispute could not be resolved. Try again.';

/** Resolves a dispute with the reason its squad reads. */
export function useResolveDispute(id: string) {
  // Whichever lists show it on this screen (Today's, the desk's, the payouts' hold) read again.
  const [resolve] = useResolveDisputeMutation({ refetchQueries: 'active' });
  return (resolution: DisputeResolution, reason: string) =>
    sendOrganiserChange(async () => {
      const { data } = await resolve({ variables: { id, resolution, reason } });
      return data?.resolveDispute;
    }, RESOLVE_FAILED);
}
