import { formatRupees } from '#common/money';
import { type ProposedPayout, totalPaise } from '#common/payouts';
import { type PlanMember, type PlanTeam, teamPrizes } from '../utils/payout-plan';
import { playerCount } from '../utils/payout-problem';
import { type PaidPrize, PayoutTeamCard } from './payout-team-card';

/**
 * Who gets what with the prize table as typed: each prize-winning team with its members'
 * shares, the teams left out, and the total still to pay.
 */
export function PayoutProposal({
  teams,
  prizes,
  payouts,
  toPay,
  shares,
  paid,
  onShare,
  onAdd,
  onRemove,
}: {
  teams: readonly PlanTeam[];
  /** The prizes in paise, first place first; null while the table breaks its rule. */
  prizes: readonly number[] | null;
  payouts: readonly ProposedPayout[];
  /** The payouts not paid yet. */
  toPay: readonly ProposedPayout[];
  shares: Readonly<Record<string, string>>;
  paid: ReadonlyMap<string, PaidPrize>;
  onShare: (key: string, value: string) => void;
  onAdd: (teamName: string, member: PlanMember) => void;
  onRemove: (teamName: string, userId: string) => void;
}) {
  const prizeOf = prizes ? teamPrizes(teams, prizes) : new Map<string, number>();
  const winners = teams.filter((team) => (prizeOf.get(team.teamName) ?? 0) > 0);
  const disqualified = teams.filter((team) => team.disqualified);
  return (
    <section className="console-section" aria-labelledby="payout-proposal">
      <h2 id="payout-proposal" className="console-section__title">
        Proposal
      </h2>
      {!prizes && <p className="console-card__meta">Enter the prizes to see who gets what.</p>}
      {prizes && winners.length === 0 && (
        <p className="console-card__meta">No team wins a prize with this table.</p>
      )}
      <ul className="console-list console-cards" aria-label="Prize-winning teams">
        {winners.map((team) => (
          <PayoutTeamCard
            key={team.teamName}
            team={team}
            prizePaise={prizeOf.get(team.teamName) ?? 0}
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
        {payouts.length > 0 && toPay.length === 0
          ? 'Everyone in this proposal is paid.'
          : `Total ${formatRupees(totalPaise(toPay))} to ${playerCount(toPay.length)}`}
      </p>
    </section>
  );
}
