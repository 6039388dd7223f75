import { Link } from 'react-router';
import { ordinal } from '#common/prize-table';
import type { PayoutTournamentQuery } from '../../../../generated/admin';
import { adminEditTournamentPath } from '../../../../lib/paths';

type Plan = NonNullable<PayoutTournamentQuery['admin']['tournament']>['payoutPlan'];

/**
 * The tournament's prize table as players saw it before booking (decision 044): the proposal
 * comes from it, so it is changed on the tournament's form, never typed here.
 */
export function PrizeTable({
  tournamentId,
  table,
}: {
  tournamentId: string;
  table: Plan['prizeTable'];
}) {
  return (
    <section className="console-section prize-table" aria-labelledby="prize-table-heading">
      <h2 id="prize-table-heading" className="console-section__title">
        Prize table
      </h2>
      {table ? (
        <ul className="console-list prize-table__rows">
          {table.ranks.map((rank) => (
            <li key={rank.rank} className="console-card__row">
              <span>{ordinal(rank.rank)} place</span>
              <strong>{rank.amount.formatted}</strong>
            </li>
          ))}
          {table.perKill && (
            <li className="console-card__row">
              <span>Per kill</span>
              <strong>{table.perKill.formatted}</strong>
            </li>
          )}
        </ul>
      ) : (
        <p className="console-card__meta">
          This tournament has no prize table, so nothing is proposed.
        </p>
      )}
      <Link className="console-link" to={adminEditTournamentPath(tournamentId)}>
        {table ? 'Change the prize table' : 'Set a prize table'}
      </Link>
    </section>
  );
}
