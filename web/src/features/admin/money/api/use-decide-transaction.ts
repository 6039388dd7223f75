import {
  useApproveTransactionMutation,
  useRejectTransactionMutation,
} from '../../../../generated/admin';
import { sendOrganiserChange } from '../../../../components/form/change-outcome';
import { MONEY_TEXTS } from '../utils/money-texts';

/** Approve (a withdrawal with the UPI reference it was paid by) or reject, with a reason. */
export function useDecideTransaction(transactionId: string) {
  const [approve] = useApproveTransactionMutation();
  const [reject] = useRejectTransactionMutation();
  return {
    approve: (reference?: string) =>
      sendOrganiserChange(async () => {
        const { data } = await approve({
          variables: { id: transactionId, reference: reference ?? null },
        });
        return data?.approveTransaction;
      }, MONEY_TEXTS.failed),
    reject: (note: string) =>
      sendOrganiserChange(async () => {
        const { data } = await reject({ variables: { id: transactionId, note } });
        return data?.rejectTransaction;
      }, MONEY_TEXTS.failed),
  };
}
