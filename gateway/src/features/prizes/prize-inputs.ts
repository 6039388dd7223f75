import { parseRupees } from '#common/money';
import type { PrizeTableInput, UserError } from '../../generated/resolvers-types';
import type { UpstreamPrizeTable } from '../../upstream/prize-types';

const AMOUNT = 'must be an amount in rupees with at most 2 decimals, e.g. "500" or "99.50"';

/**
 * The typed table as the upstream takes it, in paise; amounts that are not exact rupees are
 * refused on their own field before any call. The pool's rules are the upstream's (decision 044).
 */
export function prizeTableBody(
  input: PrizeTableInput,
  errors: UserError[],
): UpstreamPrizeTable | undefined {
  const count = errors.length;
  const rankPaise = input.ranks.map((rupees, index) => {
    const paise = parseRupees(rupees);
    if (paise === undefined) {
      errors.push({
        field: `prizeTable.ranks[${index}]`,
        code: 'INVALID',
        message: `The prize of rank ${index + 1} ${AMOUNT}`,
      });
    }
    return paise ?? 0;
  });
  const perKill = input.perKill ? parseRupees(input.perKill) : 0;
  if (perKill === undefined) {
    errors.push({
      field: 'prizeTable.perKill',
      code: 'INVALID',
      message: `The prize per kill ${AMOUNT}`,
    });
  }
  return errors.length > count ? undefined : { rankPaise, perKillPaise: perKill ?? 0 };
}

/** The upstream's fields of the table in payload errors, renamed to the input's own. */
export const PRIZE_TABLE_INPUT_FIELDS: Record<string, string> = {
  'prizeTable.rankPaise': 'prizeTable.ranks',
  'prizeTable.perKillPaise': 'prizeTable.perKill',
};
