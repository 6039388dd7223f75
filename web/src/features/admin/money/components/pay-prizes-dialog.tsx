import { formatRupees } from '#common/money';
import { type ProposedPayout, totalPaise } from '#common/payouts';
import { ConfirmDialog } from '../../shell/public';
import { playerCount } from '../utils/payout-problem';

/** The payouts once more, each with its player, team, place and amount, before any is paid. */
export function PayPrizesDialog({
  tournamentName,
  payouts,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  tournamentName: string;
  payouts: readonly ProposedPayout[];
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title="Pay prizes"
      confirmLabel={`Pay ${formatRupees(totalPaise(payouts))}`}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        Credit these prizes of {tournamentName} to the players' wallets now? This cannot be undone.
      </p>
      <ul className="payout-confirm">
        {payouts.map((payout) => (
          <li key={`${payout.teamName}-${payout.userId}`}>
            <span>
              {payout.username} ({payout.teamName}, #{payout.rank})
            </span>
            <strong>{formatRupees(payout.amountPaise)}</strong>
          </li>
        ))}
      </ul>
      <p>
        <strong>
          Total {formatRupees(totalPaise(payouts))} to {playerCount(payouts.length)}
        </strong>
      </p>
    </ConfirmDialog>
  );
}
