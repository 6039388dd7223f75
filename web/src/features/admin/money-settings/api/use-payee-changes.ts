import {
  type PayeeInput,
  useClosePaymentsMutation,
  useSetPayeeMutation,
} from '../../../../generated/admin';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';
import { PAYEE_TEXTS } from '../utils/payee-texts';

/**
 * Set the payee or close payments, each with the organiser's password; the page's payee
 * updates from the answer (the payee has no id: its read is asked again).
 */
export function usePayeeChanges() {
  const refetchQueries = ['MoneySettingsPayee'];
  const [setPayee] = useSetPayeeMutation({ refetchQueries });
  const [closePayments] = useClosePaymentsMutation({ refetchQueries });
  return {
    setPayee: (input: PayeeInput) =>
      sendOrganiserChange(async () => {
        const { data } = await setPayee({ variables: { input } });
        return data?.setPayee;
      }, PAYEE_TEXTS.failed),
    closePayments: (password: string) =>
      sendOrganiserChange(async () => {
        const { data } = await closePayments({ variables: { password } });
        return data?.closePayments;
      }, PAYEE_TEXTS.failed),
  };
}
