import { sendOrganiserChange } from '../../../components/form/change-outcome';
import {
  type FileGrievanceInput,
  useFileGrievanceMutation,
  useGrievanceStatusLazyQuery,
  useMyGrievancesQuery,
} from '../../../generated/grievances';
import { GRIEVANCE_PAGE_TEXTS as TEXTS } from '../utils/grievance-texts';

export type { GrievanceFieldsFragment as FilerGrievance } from '../../../generated/grievances';

/** Files a complaint: the outcome, and the filed case's number and due times on success. */
export function useFileGrievance() {
  const [fileGrievance] = useFileGrievanceMutation();
  return async (input: FileGrievanceInput) => {
    let filed = null as Awaited<ReturnType<typeof fileGrievance>>['data'];
    const outcome = await sendOrganiserChange(async () => {
      const { data } = await fileGrievance({ variables: { input } });
      filed = data;
      return data?.fileGrievance;
    }, TEXTS.fileFailed);
    return { outcome, grievance: filed?.fileGrievance.grievance ?? null };
  };
}

/**
 * Looks a case up by its number and contact. Never cached: a case changes while the filer
 * waits, and the pair is the filer's secret.
 */
export function useGrievanceLookup() {
  const [lookup, { data, loading, error, called }] = useGrievanceStatusLazyQuery({
    fetchPolicy: 'network-only',
  });
  return {
    check: (number: string, contact: string) => lookup({ variables: { number, contact } }),
    grievance: data?.grievance ?? null,
    loading,
    failed: Boolean(error),
    checked: called && !loading && !error,
  };
}

/** The logged-in player's own complaints; skipped for a visitor. */
export function useMyGrievances(loggedIn: boolean) {
  const { data, loading } = useMyGrievancesQuery({ skip: !loggedIn, fetchPolicy: 'network-only' });
  return { grievances: data?.myGrievances ?? [], loading };
}
