import { sendOrganiserChange } from '../../../../components/form/change-outcome';
import {
  type GrievanceStatus,
  useAcknowledgeGrievanceMutation,
  useAdminGrievanceQuery,
  useAdminGrievancesQuery,
  useCloseGrievanceMutation,
  useReplyToGrievanceMutation,
  useResolveGrievanceMutation,
} from '../../../../generated/admin';
import { ADMIN_GRIEVANCE_TEXTS as TEXTS } from '../utils/admin-grievance-texts';

export type { AdminGrievanceFieldsFragment as AdminGrievanceCase } from '../../../../generated/admin';
export type { GrievanceStatus };

/** The queue, soonest due first, read fresh each visit: complaints arrive from anyone. */
export function useGrievanceQueue(filter: { status: GrievanceStatus | null; overdue: boolean }) {
  const { data, loading, error } = useAdminGrievancesQuery({
    variables: { status: filter.status, overdue: filter.overdue || null },
    fetchPolicy: 'cache-and-network',
  });
  return { grievances: data?.admin.grievances ?? null, loading, error };
}

/** One case with the filer's contacts and every reply. */
export function useGrievanceCase(id: string) {
  const { data, loading, error } = useAdminGrievanceQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  return { grievance: data?.admin.grievance, loading, error };
}

/**
 * The officer's steps. Each answer carries the case as it is now, so the page refreshes from
 * the cache; the queue reads itself again on its next visit (cache-and-network).
 */
export function useGrievanceSteps(id: string) {
  const [acknowledge] = useAcknowledgeGrievanceMutation();
  const [reply] = useReplyToGrievanceMutation();
  const [resolve] = useResolveGrievanceMutation();
  const [close] = useCloseGrievanceMutation();
  return {
    acknowledge: () =>
      sendOrganiserChange(
        async () => (await acknowledge({ variables: { id } })).data?.acknowledgeGrievance,
        TEXTS.stepFailed,
      ),
    reply: (body: string) =>
      sendOrganiserChange(
        async () => (await reply({ variables: { id, body } })).data?.replyToGrievance,
        TEXTS.stepFailed,
      ),
    resolve: (resolution: string) =>
      sendOrganiserChange(
        async () => (await resolve({ variables: { id, resolution } })).data?.resolveGrievance,
        TEXTS.stepFailed,
      ),
    close: (resolution: string) =>
      sendOrganiserChange(
        async () => (await close({ variables: { id, resolution } })).data?.closeGrievance,
        TEXTS.stepFailed,
      ),
  };
}
