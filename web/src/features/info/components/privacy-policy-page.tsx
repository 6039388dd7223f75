import { PRIVACY_POLICY } from '../data/privacy-policy';
import { PolicyPage } from './policy-page';

/** /privacy-policy */
export function PrivacyPolicyPage() {
  return <PolicyPage document={PRIVACY_POLICY} />;
}
