import { sendOrganiserChange } from '../../../components/form/change-outcome';
import {
  type DateOfBirthInput,
  type PanInput,
  useSetDateOfBirthMutation,
  useSetPanMutation,
  useViewerTaxDetailsQuery,
} from '../../../generated/tax-details';
import { TAX_DETAILS_TEXTS as TEXTS } from '../utils/tax-details-texts';

/** The viewer's date of birth and masked PAN; null while loading or logged out. */
export function useTaxDetails() {
  const { data, loading } = useViewerTaxDetailsQuery();
  return { details: data?.viewer ?? null, loading };
}

/**
 * Records the date of birth: the answer carries the viewer, so every screen reading the
 * viewer's date of birth (the booking form's prompt too) updates from the cache.
 */
export function useSetDateOfBirth() {
  const [setDateOfBirth] = useSetDateOfBirthMutation();
  return (input: DateOfBirthInput) =>
    sendOrganiserChange(async () => {
      const { data } = await setDateOfBirth({ variables: { input } });
      return data?.setDateOfBirth;
    }, TEXTS.dateOfBirthFailed);
}

/** Gives or corrects the PAN; the answer has no viewer, so the details are read again. */
export function useSetPan() {
  const [setPan] = useSetPanMutation({
    refetchQueries: ['ViewerTaxDetails'],
    awaitRefetchQueries: true,
  });
  return (input: PanInput) =>
    sendOrganiserChange(async () => {
      const { data } = await setPan({ variables: { input } });
      return data?.setPan;
    }, TEXTS.panFailed);
}
