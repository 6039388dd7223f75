import { useId } from 'react';
import type { PayoutTournamentQuery } from '../../../../generated/admin';

type PrizesPaidData = NonNullable<PayoutTournamentQuery['admin']['tournament']>['prizes'];

/**
 * What the tournament's pool paid so far and to whom, as the platform has it: it survives a
 * reload, and a prize another organiser paid shows here too.
 */
export function PrizesPaid({ prizes }: { prizes: PrizesPaidData }) {
  const headingId = useId();
  return (
    <section className="console-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="console-section__title">
        Paid so far {prizes.paidSoFar.formatted} of {prizes.prizePool.formatted}
      </h2>
      {prizes.payouts.length > 0 && (
        <ul className="console-list prizes-paid">
          {prizes.payouts.map((payout) => (
            <li key={payout.id} className="console-card__row">
              <span>{payout.username}</span>
              <span>
                <strong>{payout.amount.formatted}</strong>
                {payout.decidedBy ? ` by ${payout.decidedBy.username}` : ''}
                {payout.note ? ` · ${payout.note}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="console-card__meta">{prizes.left.formatted} left to pay</p>
    </section>
  );
}
