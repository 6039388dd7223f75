import type {
  FundPrizePoolInput,
  PrizeFunding,
  PrizePoolSummary,
  PrizeSource,
} from '../../generated/resolvers-types';
import type { UpstreamPrizeFunding, UpstreamPrizePool } from '../../upstream/escrow-types';
import { moneyFromRupees } from '../wallet/public';

/** The prize escrow as the schema gives it: Money in its three forms, ids as strings. */

const moneyOrNull = (rupees: number | null) => (rupees === null ? null : moneyFromRupees(rupees));

const fundingOf = (funding: UpstreamPrizeFunding): PrizeFunding => ({
  id: String(funding.id),
  funderKind: funding.funderKind.toUpperCase() as PrizeSource,
  funderName: funding.funderName,
  amount: moneyFromRupees(funding.amount),
  utr: funding.utr,
  recordedBy: funding.recordedBy,
  createdAt: funding.createdAt,
  returned: moneyOrNull(funding.returned),
  returnedAt: funding.returnedAt,
  returnReference: funding.returnReference,
  returnPaidBy: funding.returnPaidBy,
  returnPaidAt: funding.returnPaidAt,
});

export const prizePoolOf = (pool: UpstreamPrizePool): PrizePoolSummary => ({
  prizePool: moneyFromRupees(pool.prizePool),
  funded: moneyFromRupees(pool.funded),
  escrowBalance: moneyFromRupees(pool.escrowBalance),
  feesIn: moneyFromRupees(pool.feesIn),
  refunds: moneyFromRupees(pool.refunds),
  feesKept: moneyFromRupees(pool.feesKept),
  prizesGross: moneyFromRupees(pool.prizesGross),
  taxWithheld: moneyFromRupees(pool.taxWithheld),
  prizesNet: moneyFromRupees(pool.prizesNet),
  returned: moneyFromRupees(pool.returned),
  returnsDue: moneyFromRupees(pool.returnsDue),
  prizesFromFees: moneyFromRupees(pool.prizesFromFees),
  fundings: pool.fundings.map(fundingOf),
});

/** The upstream's body: the funder kind in its words, the tournament in the path. */
export const fundingBody = (input: FundPrizePoolInput) => ({
  funderKind: input.funderKind.toLowerCase(),
  funderName: input.funderName,
  amount: input.amount,
  utr: input.utr,
  password: input.password,
});
