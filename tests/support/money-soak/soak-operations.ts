import { performance } from 'node:perf_hooks';
import type { OpContext, Operation } from './soak-op-kit';
import {
  cancelTournament,
  createTournament,
  decideDeposit,
  decideRace,
  decideWithdrawal,
  payPrizes,
} from './soak-organiser-ops';
import {
  bookSlot,
  createTeam,
  freshDeposit,
  joinTeam,
  repeatedDeposit,
  withdraw,
  withdrawTwice,
} from './soak-player-ops';

/**
 * The operation mix: how often each kind comes up, and whether a player may send it by GraphQL.
 * Decisions come a little less often than requests, so some are still waiting at the end.
 */
interface OperationKind {
  kind: string;
  weight: number;
  run: Operation;
  /** A player's operation: a share of them go through the gateway. */
  player: boolean;
}

export const OPERATION_KINDS: OperationKind[] = [
  { kind: 'deposit', weight: 20, run: freshDeposit, player: true },
  { kind: 'deposit (repeated UTR)', weight: 4, run: repeatedDeposit, player: true },
  { kind: 'withdraw', weight: 8, run: withdraw, player: true },
  { kind: 'withdraw (sent twice, one key)', weight: 2, run: withdrawTwice, player: false },
  { kind: 'decide deposit', weight: 13, run: decideDeposit, player: false },
  { kind: 'decide withdrawal', weight: 6, run: decideWithdrawal, player: false },
  { kind: 'decide (two organisers at once)', weight: 3, run: decideRace, player: false },
  { kind: 'book slot', weight: 14, run: bookSlot, player: true },
  { kind: 'create team', weight: 6, run: createTeam, player: true },
  { kind: 'join team', weight: 10, run: joinTeam, player: true },
  { kind: 'create tournament', weight: 2, run: createTournament, player: false },
  { kind: 'cancel tournament (refunds)', weight: 1, run: cancelTournament, player: false },
  { kind: 'pay prizes', weight: 2, run: payPrizes, player: false },
];

const FALLBACK = OPERATION_KINDS.find((kind) => kind.run === createTournament)!;

export interface OperationRecord {
  kind: string;
  answer: string;
  ms: number;
}

/**
 * One operation of a kind drawn by weight; a kind with nothing to act on (no pending deposit,
 * no open tournament, no request budget left) gives way to another, and in the end to making a
 * tournament, which always can run.
 */
export async function runOneOperation(
  ctx: Omit<OpContext, 'viaGateway'>,
  gatewayShare: number,
): Promise<OperationRecord> {
  let candidates = OPERATION_KINDS;
  for (;;) {
    const total = candidates.reduce((sum, kind) => sum + kind.weight, 0);
    let roll = ctx.world.random.next() * total;
    const chosen = candidates.find((kind) => (roll -= kind.weight) < 0) ?? FALLBACK;
    const viaGateway = chosen.player && ctx.world.random.chance(gatewayShare);
    const started = performance.now();
    const result = await chosen.run({ ...ctx, viaGateway });
    if (result) {
      const kind = viaGateway ? `${chosen.kind} [GraphQL]` : chosen.kind;
      return { kind, answer: result.answer, ms: performance.now() - started };
    }
    candidates = candidates.filter((kind) => kind !== chosen);
    if (!candidates.length) candidates = [FALLBACK];
  }
}
