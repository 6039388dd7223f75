import { sendOrganiserChange } from '../../../../components/form/change-outcome';
import {
  type ComplianceSettingsInput,
  useConsoleComplianceSettingsQuery,
  useUpdateComplianceSettingsMutation,
} from '../../../../generated/admin';

/** The settings as they are now. */
export const useComplianceSettings = () =>
  useConsoleComplianceSettingsQuery({ fetchPolicy: 'cache-and-network' });

/** Saves every setting with the password; the page reads them again (they have no id). */
export function useSaveComplianceSettings() {
  const [save] = useUpdateComplianceSettingsMutation({
    refetchQueries: ['ConsoleComplianceSettings'],
    awaitRefetchQueries: true,
  });
  return (input: ComplianceSettingsInput) =>
    sendOrganiserChange(async () => {
      const { data } = await save({ variables: { input } });
      return data?.updateComplianceSettings;
    }, 'The settings could not be saved. Try again.');
}
