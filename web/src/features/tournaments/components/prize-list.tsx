import { ordinal } from '#common/prize-table';
import type { PrizeTableFieldsFragment } from '../../../generated/tournaments';
import { FactList } from './fact-list';

/**
 * ALL: the prizes the organiser announced before booking (decision 044), rank by rank and per
 * kill. Nothing at all when the tournament has no prize table: the prize pool says the rest.
 */
export function PrizeList({ table }: { table: PrizeTableFieldsFragment | null | undefined }) {
  if (!table) return null;
  const ranks = table.ranks.map(
    (rank) => [`${ordinal(rank.rank)} place`, rank.amount.formatted] as const,
  );
  const kills = table.perKill ? [['Per kill', table.perKill.formatted] as const] : [];
  return (
    <section className="prize-list" aria-labelledby="prize-list-heading">
      <h2 id="prize-list-heading" className="tab-heading">
        Prizes
      </h2>
      <FactList facts={[...ranks, ...kills]} />
      <p className="muted">A squad&apos;s prize is shared by its players.</p>
    </section>
  );
}
