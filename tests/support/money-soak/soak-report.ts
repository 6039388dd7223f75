import { formatRupees } from '#common/money';
import { formatTable } from '../../../bench/support/browser';
import type { AttemptStats } from './soak-http';
import type { InjectedFault, PlannedFault, UnexpectedExit } from './soak-faults';
import type { MoneyFigures, Violation } from './soak-invariants';
import type { OperationRecord } from './soak-operations';

/** What a soak found, and its plain-text report. */
export interface MoneySoakResult {
  seed: number;
  players: number;
  concurrency: number;
  operations: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Per kind, how many got each answer. */
  answers: Map<string, Map<string, number>>;
  attempts: AttemptStats;
  desk: { reads: number };
  planned: PlannedFault[];
  faults: InjectedFault[];
  unexpectedExits: UnexpectedExit[];
  money: MoneyFigures;
  violations: Violation[];
}

export function answersByKind(records: OperationRecord[]): Map<string, Map<string, number>> {
  const byKind = new Map<string, Map<string, number>>();
  for (const record of records) {
    const answers = byKind.get(record.kind) ?? new Map<string, number>();
    answers.set(record.answer, (answers.get(record.answer) ?? 0) + 1);
    byKind.set(record.kind, answers);
  }
  return byKind;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function answersTable(answers: MoneySoakResult['answers']): string {
  const rows = [...answers.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, counts]) => {
      const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
      const detail = [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([answer, n]) => `${answer} ×${n}`)
        .join(', ');
      return [kind, String(total), detail];
    });
  return formatTable(['operation', 'count', 'answers'], rows);
}

function moneyLines(money: MoneyFigures): string[] {
  const rupees = (paise: number) => formatRupees(paise);
  return [
    `  approved deposits ${rupees(money.approvedDeposits)} − paid withdrawals ${rupees(money.paidWithdrawals)}`,
    `  = balances ${rupees(money.balances)} + awaiting payout ${rupees(money.pendingWithdrawals)} + entry fees ${rupees(money.entryFees)} − refunds ${rupees(money.refunds)} − prizes ${rupees(money.prizes)}`,
  ];
}

export function formatReport(result: MoneySoakResult): string {
  const a = result.attempts;
  const lines = [
    `Money soak: ${result.operations} operations by ${result.players} players and 2 organisers, ${result.concurrency} at a time (seed ${result.seed})`,
    `  ${result.perSecond.toFixed(1)} operations/s over ${result.seconds.toFixed(1)} s; latency p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms (each operation until its definite answer, retries included)`,
    `  ${a.attempts} requests: ${a.transportErrors} transport errors, ${a.serverErrors} server errors, ${a.inProgress} "in progress", ${a.replays} replayed answers, ${a.rateLimited} rate limited; ${result.desk.reads} desk reads`,
    '',
    `Faults injected (${result.faults.length} of ${result.planned.length} planned):`,
    ...result.faults.map(
      (fault) =>
        `  ${fault.kind} after operation ${fault.atOperation}: answering again in ${seconds(fault.downMs)}`,
    ),
    ...result.unexpectedExits.map(
      (exit) => `  ${exit.program} exited by itself (code ${exit.code}) and was started again`,
    ),
    '',
    answersTable(result.answers),
    '',
    'Money:',
    ...moneyLines(result.money),
    '',
    result.violations.length ? `Violations (${result.violations.length}):` : 'Violations: none',
    ...result.violations.map((violation) => `  ${violation.check}: ${violation.detail}`),
  ];
  return lines.join('\n');
}
