import { useViewerBalance } from '../../../app/layout/use-viewer-balance';

/** Stands in for the header: keeps the balance query active, as the layout does. */
export function BalanceProbe() {
  return <p>Balance: {useViewerBalance() ?? '-'}</p>;
}
