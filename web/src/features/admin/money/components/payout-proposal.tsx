import { formatRupees } from '#common/money';
import { type ProposedPayout, totalPaise } from '#common/payouts';
import type { TeamPrize } from '#common/prize-proposal';
import type { PaidPrize, PlanMember, PlanTeam } from '../utils/payout-plan';
import { playerCount } from '../utils/payout-problem';
import { PayoutTeamCard } from './payout-team-card';

/**
 * Who gets what from the tournament's prize table and the standings: each prize-winning team
 * with what was paid of its prize and its members' shares, the teams left out, and the total
 * still to pay.
 */
export function PayoutProposal({
  teams,
  prizes,
  payouts,
  shares,
  paid,
  onShare,
  onAdd,
  onRemove,
}: {
  teams: readonly PlanTeam[];
  prizes: ReadonlyMap<string, TeamPrize>;
  /** What is left to pay: paid players are not in it. */
  payouts: readonly ProposedPayout[];
  shares: Readonly<Record<string, string>>;
  paid: ReadonlyMap<string, PaidPrize>;
  onShare: (key: string, value: string) => void;
  onAdd: (teamName: string, member: PlanMember) => void;
  onRemove: (teamName: string, userId: string) => void;
}) {
  const winners = teams.filter((team) => (prizes.get(team.teamName)?.prizePaise ?? 0) > 0);
  const disqualified = teams.filter((team) => team.disqualified);
  const left = [...prizes.values()].reduce((sum, prize) => sum + prize.leftPaise, 0);
  return (
    <section className="console-section" aria-labelledby="payout-proposal">
      <h2 id="payout-proposal" className="console-section__title">
        Proposal
      </h2>
      {winners.length === 0 && (
        <p className="console-card__meta">No team wins a prize with this table.</p>
      )}
      <ul className="console-list console-cards" aria-label="Prize-winning teams">
        {winners.map((team) => (
          <PayoutTeamCard
            key={team.teamName}
            team={team}
            prize={prizes.get(team.teamName) as TeamPrize}
            payouts={payouts}
            shares={shares}
            paid={paid}
            onShare={onShare}
            onAdd={(member) => onAdd(team.teamName, member)}
            onRemove={(userId) => onRemove(team.teamName, userId)}
          />
        ))}
      </ul>
      {disqualified.length > 0 && (
        <p className="console-card__meta">
          Disqualified, no prize: {disqualified.map((team) => team.teamName).join(', ')}
        </p>
      )}
      <p className="payout-total" aria-live="polite">
        {winners.length > 0 && left === 0
          ? 'Every prize of this table is paid.'
          : `Total ${formatRupees(totalPaise(payouts))} to ${playerCount(payouts.length)}`}
      </p>
    </section>
  );
}
