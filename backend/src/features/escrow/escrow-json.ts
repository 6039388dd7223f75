import { paiseToRupees } from '#common/money';
import type { FundingRow } from './escrow-repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const rupeesOrNull = (paise: number | string | null) =>
  paise === null ? null : paiseToRupees(Number(paise));

/** A funding as the console lists it, rupees. `returned`: its share of the rest, once put aside. */
export const toFundingJson = (funding: FundingRow) => ({
  id: funding.id,
  funderKind: funding.funderKind,
  funderName: funding.funderName,
  amount: paiseToRupees(Number(funding.amountPaise)),
  utr: funding.utr,
  recordedBy: funding.recordedBy,
  createdAt: funding.createdAt.toISOString(),
  returned: rupeesOrNull(funding.returnedPaise),
  returnedAt: iso(funding.returnedAt),
  returnReference: funding.returnReference,
  returnPaidBy: funding.returnPaidBy,
  returnPaidAt: iso(funding.returnPaidAt),
});

export interface PrizePoolFigures {
  prizePoolPaise: number;
  fundedPaise: number;
  escrowPaise: number;
  feesInPaise: number;
  refundsPaise: number;
  feesKeptPaise: number;
  prizesGrossPaise: number;
  taxWithheldPaise: number;
  prizesNetPaise: number;
  returnedPaise: number;
  returnsDuePaise: number;
  prizesFromFeesPaise: number;
}

export const toPrizePoolJson = (figures: PrizePoolFigures, fundings: FundingRow[]) => ({
  prizePool: paiseToRupees(figures.prizePoolPaise),
  funded: paiseToRupees(figures.fundedPaise),
  escrowBalance: paiseToRupees(figures.escrowPaise),
  feesIn: paiseToRupees(figures.feesInPaise),
  refunds: paiseToRupees(figures.refundsPaise),
  feesKept: paiseToRupees(figures.feesKeptPaise),
  prizesGross: paiseToRupees(figures.prizesGrossPaise),
  taxWithheld: paiseToRupees(figures.taxWithheldPaise),
  prizesNet: paiseToRupees(figures.prizesNetPaise),
  returned: paiseToRupees(figures.returnedPaise),
  returnsDue: paiseToRupees(figures.returnsDuePaise),
  prizesFromFees: paiseToRupees(figures.prizesFromFeesPaise),
  fundings: fundings.map(toFundingJson),
});

export type PrizePoolJson = ReturnType<typeof toPrizePoolJson>;
