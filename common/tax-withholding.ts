/**
 * Tax withheld from a prize (issue 24). The default follows the Income-tax Act's section 194B:
 * 30% of a payout whose winnings exceed ₹10,000. Rate and threshold are the operator's settings
 * because the law changes; the operator confirms them with their lawyer.
 */

export interface WithholdingRule {
  /** Basis points: 3000 is 30%. */
  rateBps: number;
  /** Tax applies when one payout's gross is above this. */
  thresholdPaise: number;
}

export const DEFAULT_WITHHOLDING: WithholdingRule = { rateBps: 3000, thresholdPaise: 1_000_000 };

export interface Withholding {
  grossPaise: number;
  taxPaise: number;
  netPaise: number;
}

/** Section 288B rounds tax to the nearest rupee. */
const toNearestRupee = (paise: number) => Math.round(paise / 100) * 100;

export function withholdingFor(grossPaise: number, rule: WithholdingRule): Withholding {
  const applies = grossPaise > rule.thresholdPaise && rule.rateBps > 0;
  const taxPaise = applies ? toNearestRupee((grossPaise * rule.rateBps) / 10_000) : 0;
  return { grossPaise, taxPaise, netPaise: grossPaise - taxPaise };
}

/** True when a payout of this gross needs the player's PAN first. */
export const needsPan = (grossPaise: number, rule: WithholdingRule): boolean =>
  withholdingFor(grossPaise, rule).taxPaise > 0;
