import { HttpResponse, graphql } from 'msw';
import { money } from './fixtures';

/** A prize pool's escrow as the organiser's tournament page reads it: `funded` paise in. */
export function prizePoolData(
  id: string,
  summary: Record<string, unknown> = {},
  status = 'UPCOMING',
) {
  return {
    admin: {
      __typename: 'AdminQuery',
      tournament: {
        __typename: 'AdminTournament',
        id,
        tournament: { __typename: 'Tournament', id, kind: 'NORMAL', status },
        prizePool: prizePoolSummary(summary),
      },
    },
  };
}

export function prizePoolSummary(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PrizePoolSummary',
    prizePool: money(250_000),
    funded: money(0),
    escrowBalance: money(0),
    feesIn: money(0),
    refunds: money(0),
    feesKept: money(0),
    prizesGross: money(0),
    taxWithheld: money(0),
    prizesNet: money(0),
    returned: money(0),
    returnsDue: money(0),
    prizesFromFees: money(0),
    fundings: [],
    ...overrides,
  };
}

/** The organiser's tournament page asks for its escrow: by default nothing is funded yet. */
export const emptyPrizePoolHandler = graphql.query('PrizePoolEscrow', ({ variables }) =>
  HttpResponse.json({ data: prizePoolData(String(variables.id)) }),
);
