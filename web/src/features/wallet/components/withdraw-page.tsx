import { useDocumentTitle } from '../../../lib/use-document-title';
import { RequireAuth } from '../../auth/public';
import { WithdrawForm } from './withdraw-form';
import './wallet.css';

/** /withdraw: the withdraw form on a screen of its own (SPEC §2). */
export function WithdrawPage() {
  useDocumentTitle('Withdraw Money');
  return (
    <RequireAuth>
      <div className="page wallet-page">
        <h1 className="page__title">Withdraw Money</h1>
        <WithdrawForm />
      </div>
    </RequireAuth>
  );
}
