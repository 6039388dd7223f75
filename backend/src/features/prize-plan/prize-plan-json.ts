import type { ProposedPayout } from '#common/payouts';
import type { TeamPrize } from '#common/prize-proposal';
import type { TeamStatus, TournamentRow } from '../../db/schema';

/** A team of the standings with its accounts, as the plan is built. */
export interface PlanTeam {
  teamId: number;
  teamName: string;
  rank: number;
  kills: number;
  status: TeamStatus;
  members: { userId: number; username: string; paidPaise: number; paidBy: string | null }[];
}

interface PlanParts {
  tournament: TournamentRow;
  teams: PlanTeam[];
  prizes: TeamPrize[];
  proposal: ProposedPayout[];
  pool: { poolPaise: number; paidPaise: number; leftPaise: number };
  proposedPaise: number;
}

/** The payout plan as the console reads it: every amount in integer paise. */
export function toPayoutPlanJson({
  tournament,
  teams,
  prizes,
  proposal,
  pool,
  proposedPaise,
}: PlanParts) {
  const proposedTo = (teamName: string, userId: number) =>
    proposal.find((payout) => payout.teamName === teamName && payout.userId === String(userId))
      ?.amountPaise ?? 0;
  return {
    tournamentId: tournament.tourn_id,
    status: tournament.status,
    prizeTable: tournament.prize_table,
    prizePoolPaise: pool.poolPaise,
    paidSoFarPaise: pool.paidPaise,
    leftPaise: pool.leftPaise,
    proposedPaise,
    teams: teams.map((team, index) => {
      const prize = prizes[index];
      return {
        teamId: team.teamId,
        teamName: team.teamName,
        rank: team.rank,
        kills: team.kills,
        status: team.status,
        rankPrizePaise: prize?.rankPrizePaise ?? 0,
        killPrizePaise: prize?.killPrizePaise ?? 0,
        prizePaise: prize?.prizePaise ?? 0,
        paidPaise: prize?.paidPaise ?? 0,
        leftPaise: prize?.leftPaise ?? 0,
        members: team.members.map((member) => ({
          ...member,
          proposedPaise: proposedTo(team.teamName, member.userId),
        })),
      };
    }),
    proposal: proposal.map((payout) => ({
      userId: Number(payout.userId),
      username: payout.username,
      teamId: teams.find((team) => team.teamName === payout.teamName)?.teamId ?? null,
      teamName: payout.teamName,
      rank: payout.rank,
      amountPaise: payout.amountPaise,
    })),
  };
}

export type PayoutPlanJson = ReturnType<typeof toPayoutPlanJson>;
