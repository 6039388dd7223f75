import { paidEntryRefusal } from '#common/age';
import type { Trx } from '../../db/db';
import { invalid } from '../../errors';
import { readComplianceSettings } from '../compliance/public';
import { dateOfBirthOf } from '../tax/public';

/**
 * Paid entry is for adults (issue 24): the player must have given a date of birth and be the
 * operator's minimum age (18 by default) on today's Indian day. Read in the entry's transaction,
 * so a refusal leaves the slot, the team and the wallet as they were.
 */
export async function assertOldEnoughToPay(trx: Trx, userId: number): Promise<void> {
  const dateOfBirth = await dateOfBirthOf(trx, userId);
  const settings = await readComplianceSettings(trx);
  const refusal = paidEntryRefusal(dateOfBirth, new Date(), settings.paidEntryMinAge);
  if (refusal) throw invalid(refusal, 'dateOfBirth');
}
