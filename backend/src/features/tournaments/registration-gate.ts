import { formatRupees } from '#common/money';
import type { Db, Trx } from '../../db/db';
import type { TournamentRow } from '../../db/schema';
import { invalid } from '../../errors';
import { type ComplianceSettings, readComplianceSettings } from '../compliance/public';
import { escrowFundedPaise } from '../escrow/public';

/**
 * When a paid tournament may open registration (issue 24, decision 048): the operator's rules
 * say whether it needs the e-sport registration number and a prize pool funded in escrow apart
 * from the fees. A free tournament opens at once. Each rule is the operator's setting.
 */

export const REGISTRATION_MESSAGES = {
  noNumber: 'Set the e-sport registration number in Compliance settings',
  unfunded: (fundedPaise: number, poolPaise: number) =>
    `Fund the prize pool: ${formatRupees(fundedPaise)} of ${formatRupees(poolPaise)} is in escrow`,
  alreadyOpen: 'Registration is open already',
  notUpcoming: 'Registration opens only for an upcoming tournament',
  refused: (problems: string[]) => `Registration cannot open yet: ${problems.join('. ')}.`,
  opened: 'Registration is open: players can book once its window starts',
  poolAboveFunded: (fundedPaise: number) =>
    `The prize pool cannot be more than the ${formatRupees(fundedPaise)} funded in escrow while ` +
    'registration is open: fund the pool first',
} as const;

export interface GateFacts {
  entryFeePaise: number;
  prizePoolPaise: number;
  fundedPaise: number;
}

type GateRules = Pick<
  ComplianceSettings,
  'esportRegistrationNumber' | 'requireRegistrationForPaid' | 'prizeFundedApartFromFees'
>;

/** Each reason the tournament may not open now, in the order the organiser fixes them. */
export function gateProblems(facts: GateFacts, rules: GateRules): string[] {
  if (facts.entryFeePaise === 0) return [];
  const problems: string[] = [];
  if (rules.requireRegistrationForPaid && !rules.esportRegistrationNumber) {
    problems.push(REGISTRATION_MESSAGES.noNumber);
  }
  if (rules.prizeFundedApartFromFees && facts.fundedPaise < facts.prizePoolPaise) {
    problems.push(REGISTRATION_MESSAGES.unfunded(facts.fundedPaise, facts.prizePoolPaise));
  }
  return problems;
}

/** The rules and the escrow as they are now, read in the caller's transaction. */
export async function gateOf(db: Db | Trx, row: TournamentRow) {
  const [settings, fundedPaise] = await Promise.all([
    readComplianceSettings(db),
    escrowFundedPaise(db, row.tourn_id),
  ]);
  const facts = {
    entryFeePaise: Number(row.entry_fee_paise),
    prizePoolPaise: Number(row.tourn_pp_paise),
    fundedPaise,
  };
  return { settings, fundedPaise, problems: gateProblems(facts, settings) };
}

/**
 * An edit of an opened tournament keeps it lawful: a paid one's pool is not raised above what
 * is funded (while that rule is on), and a free one turned paid meets the gate it skipped.
 */
export async function checkOpenedEdit(
  trx: Trx,
  current: TournamentRow,
  change: { entryFeePaise?: number | undefined; prizePoolPaise?: number | undefined },
): Promise<void> {
  if (current.registration_opened_at === null) return;
  if (change.entryFeePaise === undefined && change.prizePoolPaise === undefined) return;
  const before = { fee: Number(current.entry_fee_paise), pool: Number(current.tourn_pp_paise) };
  const fee = change.entryFeePaise ?? before.fee;
  const pool = change.prizePoolPaise ?? before.pool;
  if (fee === 0) return;
  const { settings, fundedPaise } = await gateOf(trx, current);
  const turnedPaid = before.fee === 0;
  if (turnedPaid && settings.requireRegistrationForPaid && !settings.esportRegistrationNumber) {
    throw invalid(REGISTRATION_MESSAGES.noNumber, 'entryFee');
  }
  const raised = turnedPaid || pool > before.pool;
  if (settings.prizeFundedApartFromFees && raised && pool > fundedPaise) {
    throw invalid(REGISTRATION_MESSAGES.poolAboveFunded(fundedPaise), 'tournPp');
  }
}
