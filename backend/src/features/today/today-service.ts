import { paiseToRupees } from '#common/money';
import type { ServiceDeps } from '../../service-deps';
import { createTodayRepository } from './today-repository';
import { toAdminTournamentJson } from '../tournaments/public';

/** Rooms are due this long before the start. */
export const ROOMS_DUE_WITHIN_MS = 2 * 60 * 60 * 1000;
/** Each list of the Today screen shows at most this many tournaments. */
export const TODAY_LIST_LIMIT = 50;

const money = ({ count, amountPaise }: { count: number; amountPaise: number }) => ({
  count,
  amount: paiseToRupees(amountPaise),
});

/** The organiser's Today screen: money waiting, rooms to publish, results to post. */
export function createTodayService({ db }: ServiceDeps) {
  const today = createTodayRepository(db);

  return {
    /** What waits for an organiser's decision, counted: the console header's number. */
    async counts() {
      const [deposits, withdrawals, disputes, proposals, grievances] = await Promise.all([
        today.pending('ADD_MONEY'),
        today.pending('WITHDRAW'),
        today.openDisputes(),
        today.waitingProposals(),
        today.waitingGrievances(),
      ]);
      return {
        deposits: deposits.count,
        withdrawals: withdrawals.count,
        disputes,
        proposals,
        grievances,
        total: deposits.count + withdrawals.count + disputes + proposals + grievances,
      };
    },

    async overview(now = new Date()) {
      const horizon = new Date(now.getTime() + ROOMS_DUE_WITHIN_MS);
      const [deposits, withdrawals, roomsDue, resultsDue] = await Promise.all([
        today.pending('ADD_MONEY'),
        today.pending('WITHDRAW'),
        today.roomsDue(horizon, TODAY_LIST_LIMIT),
        today.resultsDue(now, TODAY_LIST_LIMIT),
      ]);
      return {
        pendingDeposits: money(deposits),
        pendingWithdrawals: money(withdrawals),
        roomsDue: roomsDue.map(toAdminTournamentJson),
        resultsDue: resultsDue.map(({ missing_matches, ...tournament }) => ({
          tournament: toAdminTournamentJson(tournament),
          missingMatches: missing_matches.map(Number),
        })),
      };
    },
  };
}

export type TodayService = ReturnType<typeof createTodayService>;
