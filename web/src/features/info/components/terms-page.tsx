import { TERMS } from '../data/terms';
import { PolicyPage } from './policy-page';

/** /terms-and-conditions */
export function TermsPage() {
  return <PolicyPage document={TERMS} />;
}
