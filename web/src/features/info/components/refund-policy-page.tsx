import { REFUND_POLICY } from '../data/refund-policy';
import { PolicyPage } from './policy-page';

/** /refund-policy */
export function RefundPolicyPage() {
  return <PolicyPage document={REFUND_POLICY} />;
}
