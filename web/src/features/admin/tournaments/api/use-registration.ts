import { sendOrganiserChange } from '../../../../components/form/change-outcome';
import {
  useConsoleTournamentRegistrationQuery,
  useOpenRegistrationMutation,
} from '../../../../generated/admin';

const FAILED = 'Registration could not be opened. Try again.';

/** The tournament's registration read fresh: funding the pool elsewhere on the page changes it. */
export function useRegistration(tournamentId: string) {
  const { data, error } = useConsoleTournamentRegistrationQuery({
    variables: { id: tournamentId },
    fetchPolicy: 'network-only',
  });
  return { error, registration: data?.admin.tournament?.registration ?? null };
}

/** Opens registration, then asks the page again (the registration has no id to update by). */
export function useOpenRegistration(tournamentId: string) {
  const [open] = useOpenRegistrationMutation({
    refetchQueries: 'active',
    awaitRefetchQueries: true,
  });
  return () =>
    sendOrganiserChange(async () => {
      const { data } = await open({ variables: { tournamentId } });
      return data?.openRegistration;
    }, FAILED);
}
