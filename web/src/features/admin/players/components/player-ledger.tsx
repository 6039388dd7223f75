import { Link } from 'react-router';
import type { PlayerDetailQuery } from '../../../../generated/admin';
import { ConsoleTime } from '../../../../lib/zoned-time';
import { adminTransactionPath } from '../../../../lib/paths';
import { signedAmount, transactionLabel } from '../../../../lib/wallet-transaction-view';

type Player = NonNullable<PlayerDetailQuery['admin']['user']>;

/**
 * The wallet's movements, newest first, each with the balance right after it: the newest
 * line's balance is the wallet's, which the heading says and a mismatch would show.
 */
export function PlayerLedger({ player }: { player: Player }) {
  const [newest] = player.ledger;
  const drift = newest && newest.balanceAfter.paise !== player.balance.paise;
  return (
    <>
      <p className="player-balance">Balance {player.balance.formatted}</p>
      {newest && !drift && (
        <p className="console-card__meta">
          The newest line's balance after is the wallet's balance.
        </p>
      )}
      {drift && (
        <p className="form-banner form-banner--error" role="alert">
          The newest line's balance after ({newest.balanceAfter.formatted}) is not the wallet's
          balance ({player.balance.formatted}).
        </p>
      )}
      {player.ledger.length === 0 ? (
        <p className="console-card__meta">No money has moved yet.</p>
      ) : (
        <ol className="console-list" aria-label="Ledger">
          {player.ledger.map((line) => (
            <li key={line.id} className="ledger-line">
              <p>
                <Link className="console-link" to={adminTransactionPath(line.transactionId)}>
                  {transactionLabel(line)} #{line.transactionId}
                </Link>
              </p>
              <p
                className={`ledger-line__amount ledger-line__amount--${line.direction === 'CREDIT' ? 'credit' : 'debit'}`}
              >
                {signedAmount(line)}
              </p>
              <p className="console-card__meta">
                <ConsoleTime iso={line.createdAt} />
              </p>
              <p className="ledger-line__after">after: {line.balanceAfter.formatted}</p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
