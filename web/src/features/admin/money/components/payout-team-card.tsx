import { useId } from 'react';
import { formatRupees } from '#common/money';
import type { ProposedPayout } from '#common/payouts';
import type { TeamPrize } from '#common/prize-proposal';
import {
  type PaidPrize,
  type PlanMember,
  type PlanTeam,
  parseShare,
  shareKey,
} from '../utils/payout-plan';
import { AddTeammate } from './add-teammate';

interface TeamCardProps {
  team: PlanTeam;
  prize: TeamPrize;
  payouts: readonly ProposedPayout[];
  shares: Readonly<Record<string, string>>;
  paid: ReadonlyMap<string, PaidPrize>;
  onShare: (key: string, value: string) => void;
  onAdd: (member: PlanMember) => void;
  onRemove: (userId: string) => void;
}

/** "₹200 for 1st place + 5 kills ₹50". */
function prizeParts(team: PlanTeam, prize: TeamPrize): string {
  const parts = [];
  if (prize.rankPrizePaise > 0)
    parts.push(`${formatRupees(prize.rankPrizePaise)} for rank ${team.rank}`);
  if (prize.killPrizePaise > 0) {
    parts.push(
      `${team.kills} ${team.kills === 1 ? 'kill' : 'kills'} ${formatRupees(prize.killPrizePaise)}`,
    );
  }
  return parts.join(' + ');
}

/**
 * One prize-winning team: its prize from the table (rank and kills), what was paid of it, and
 * each member's share, amount, or the prize already paid.
 */
export function PayoutTeamCard({ team, prize, payouts, shares, paid, ...on }: TeamCardProps) {
  const headingId = useId();
  return (
    <li className="console-card payout-team" aria-labelledby={headingId}>
      <div className="console-card__row">
        <h3 id={headingId} className="payout-team__name">
          #{team.rank} {team.teamName}
        </h3>
        <span className="payout-team__prize">Prize {formatRupees(prize.prizePaise)}</span>
      </div>
      <p className="console-card__meta">{prizeParts(team, prize)}</p>
      <p className="console-card__meta payout-team__paid">
        {formatRupees(prize.paidPaise)} of {formatRupees(prize.prizePaise)} paid
      </p>
      {team.members.length === 0 ? (
        <p className="console-card__meta">
          No player of this team has an account yet: add one to pay this prize.
        </p>
      ) : (
        <ul className="console-list">
          {team.members.map((member) => (
            <MemberRow
              key={member.userId}
              team={team}
              member={member}
              share={shares[shareKey(team.teamName, member.userId)]}
              payout={payouts.find(
                (payout) => payout.teamName === team.teamName && payout.userId === member.userId,
              )}
              paid={paid.get(member.userId)}
              {...on}
            />
          ))}
        </ul>
      )}
      <AddTeammate
        teamName={team.teamName}
        roster={team.roster}
        members={team.members}
        onAdd={on.onAdd}
      />
    </li>
  );
}

function MemberRow({
  team,
  member,
  share,
  payout,
  paid,
  onShare,
  onRemove,
}: {
  team: PlanTeam;
  member: PlanMember;
  share: string | undefined;
  payout: ProposedPayout | undefined;
  paid: PaidPrize | undefined;
  onShare: TeamCardProps['onShare'];
  onRemove: TeamCardProps['onRemove'];
}) {
  const shareId = useId();
  const invalid = parseShare(share) === undefined;
  return (
    <li className="payout-member">
      <span className="payout-member__name">
        {member.username}
        {member.added && <span className="console-card__meta"> (added)</span>}
      </span>
      {paid ? (
        <span className="payout-member__amount payout-member__paid">
          Paid {paid.amount}
          {paid.paidBy ? ` by ${paid.paidBy}` : ''}
        </span>
      ) : (
        <>
          <span className="payout-member__share">
            <label htmlFor={shareId} className="visually-hidden">
              Share of {member.username}
            </label>
            <input
              id={shareId}
              className="text-input"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={share ?? '1'}
              aria-invalid={invalid || undefined}
              onChange={(event) =>
                onShare(shareKey(team.teamName, member.userId), event.target.value)
              }
            />
          </span>
          <span className="payout-member__amount">{formatRupees(payout?.amountPaise ?? 0)}</span>
        </>
      )}
      {member.added && (
        <button
          type="button"
          className="button button--ghost payout-member__remove"
          aria-label={`Remove ${member.username} from ${team.teamName}`}
          onClick={() => onRemove(member.userId)}
        >
          Remove
        </button>
      )}
    </li>
  );
}
