import { moneyOf } from '#common/money';
import type { PayoutPlan, PrizeTable, TeamStatus } from '../../generated/resolvers-types';
import type { UpstreamPayoutPlan, UpstreamPrizeTable } from '../../upstream/prize-types';

/** The upstream's prize table and payout plan as the schema reads them: paise as Money. */

export function prizeTableOf(table: UpstreamPrizeTable | null): PrizeTable | null {
  if (!table) return null;
  return {
    ranks: table.rankPaise.map((paise, index) => ({ rank: index + 1, amount: moneyOf(paise) })),
    perKill: table.perKillPaise > 0 ? moneyOf(table.perKillPaise) : null,
    ranksTotal: moneyOf(table.rankPaise.reduce((sum, paise) => sum + paise, 0)),
  };
}

const TEAM_STATUSES: Record<string, TeamStatus> = {
  active: 'ACTIVE',
  absent: 'ABSENT',
  disqualified: 'DISQUALIFIED',
};

export function payoutPlanOf(plan: UpstreamPayoutPlan): PayoutPlan {
  return {
    prizeTable: prizeTableOf(plan.prizeTable),
    prizePool: moneyOf(plan.prizePoolPaise),
    paidSoFar: moneyOf(plan.paidSoFarPaise),
    left: moneyOf(plan.leftPaise),
    proposed: moneyOf(plan.proposedPaise),
    teams: plan.teams.map((team) => ({
      teamId: String(team.teamId),
      teamName: team.teamName,
      rank: team.rank,
      kills: team.kills,
      status: TEAM_STATUSES[team.status] ?? 'ACTIVE',
      rankPrize: moneyOf(team.rankPrizePaise),
      killPrize: moneyOf(team.killPrizePaise),
      prize: moneyOf(team.prizePaise),
      paid: moneyOf(team.paidPaise),
      left: moneyOf(team.leftPaise),
      members: team.members.map((member) => ({
        userId: String(member.userId),
        username: member.username,
        paid: moneyOf(member.paidPaise),
        paidBy: member.paidBy,
        proposed: moneyOf(member.proposedPaise),
      })),
    })),
    proposal: plan.proposal.map((payout) => ({
      userId: String(payout.userId),
      username: payout.username,
      teamId: payout.teamId === null ? null : String(payout.teamId),
      teamName: payout.teamName,
      rank: payout.rank,
      amount: moneyOf(payout.amountPaise),
    })),
  };
}
