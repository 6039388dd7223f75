import { formatRupees, paiseToRupees } from '#common/money';
import { type Withholding, withholdingFor } from '#common/tax-withholding';
import type { Trx } from '../../db/db';
import { conflictWith, invalid } from '../../errors';
import { readComplianceSettings } from '../compliance/public';
import { escrowHeld } from '../escrow/public';
import { panHolders } from '../tax/public';

/**
 * The prize rules of issue 24, beside decision 029's: tax withheld on each prize by the
 * operator's rule (section 194B by default), a PAN first when tax applies, and prizes paid only
 * from the tournament's prize escrow, never from its entry fees.
 */

export const RETURNED_ALREADY =
  'What was left of this prize pool went back to its funders: no more prizes can be paid';

const escrowShort = (heldPaise: number, waitingPaise: number, totalPaise: number) =>
  waitingPaise > 0
    ? `The prize escrow holds ${formatRupees(heldPaise)}, ${formatRupees(waitingPaise)} of it ` +
      `promised to prizes waiting for approval; fund the pool before paying ${formatRupees(totalPaise)}`
    : `The prize escrow holds ${formatRupees(heldPaise)}; fund the pool before paying ` +
      formatRupees(totalPaise);

/** Each payout's gross, tax and net; refused (400) for a payee without a PAN when tax applies. */
export async function withholdingsFor(
  trx: Trx,
  payouts: readonly { userId: number; amountPaise: number }[],
  usernames: ReadonlyMap<number, string>,
): Promise<Withholding[]> {
  const settings = await readComplianceSettings(trx);
  const rule = { rateBps: settings.tdsRateBps, thresholdPaise: Number(settings.tdsThresholdPaise) };
  const withholdings = payouts.map((payout) => withholdingFor(payout.amountPaise, rule));
  const taxed = payouts.filter((_, index) => (withholdings[index]?.taxPaise ?? 0) > 0);
  const holders = await panHolders(
    trx,
    taxed.map((payout) => payout.userId),
  );
  for (const [index, payout] of payouts.entries()) {
    if ((withholdings[index]?.taxPaise ?? 0) === 0 || holders.has(payout.userId)) continue;
    const who = usernames.get(payout.userId) ?? `Player ${payout.userId}`;
    throw invalid(
      `${who} must add their PAN before a prize above ${formatRupees(rule.thresholdPaise)} is paid`,
      `payouts[${index}].userId`,
    );
  }
  return withholdings;
}

/** The escrow holds these prizes beside those waiting for approval, or a 409 with the figures. */
export async function assertEscrowHolds(
  trx: Trx,
  tournamentId: number,
  totalPaise: number,
  waitingPaise: number,
): Promise<void> {
  const { heldPaise, returned } = await escrowHeld(trx, tournamentId);
  if (totalPaise + waitingPaise <= heldPaise) return;
  const figures = {
    escrow: paiseToRupees(heldPaise),
    waitingForApproval: paiseToRupees(waitingPaise),
    asked: paiseToRupees(totalPaise),
  };
  if (returned) throw conflictWith(RETURNED_ALREADY, figures);
  throw conflictWith(escrowShort(heldPaise, waitingPaise, totalPaise), figures);
}
