import { describe, expect, it } from 'vitest';
import { moneyControlGateway } from './money-control-fixtures';

/**
 * Every operation of the two-person control (decision 043) is an organiser operation: a player
 * is refused FORBIDDEN and a visitor UNAUTHENTICATED, as for every other one, and nothing
 * reaches the backend for them.
 */

const OPERATIONS = [
  ['moneyProposals', `{ admin { moneyProposals { id } } }`, {}],
  ['moneyControls', `{ admin { moneyControls { alone } } }`, {}],
  [
    'proposeManualCredit',
    `mutation($p: String!, $a: String!, $u: String!, $r: String!) {
      proposeManualCredit(player: $p, amount: $a, utr: $u, reason: $r) { errors { code } proposal { id } }
    }`,
    { p: 'player3', a: '500', u: 'AXIS123456789', r: 'Paid without a request' },
  ],
  [
    'approveMoneyProposal',
    `mutation { approveMoneyProposal(id: "12", password: "secret-pass") { errors { code } proposal { id } } }`,
    {},
  ],
  [
    'refuseMoneyProposal',
    `mutation { refuseMoneyProposal(id: "12", reason: "Wrong team") { errors { code } proposal { id } } }`,
    {},
  ],
  [
    'cancelMoneyProposal',
    `mutation { cancelMoneyProposal(id: "12") { errors { code } proposal { id } } }`,
    {},
  ],
  [
    'setMoneyControls',
    `mutation {
      setMoneyControls(approvalThreshold: "5000", coolingMinutes: 30, password: "secret-pass") {
        errors { code } controls { alone }
      }
    }`,
    {},
  ],
  [
    'payWinnings',
    `mutation {
      payWinnings(tournamentId: "41", payouts: [{ userId: "3", amount: "100" }], password: "p") {
        errors { code } proposal { id }
      }
    }`,
    {},
  ],
  [
    'approveTransaction',
    `mutation {
      approveTransaction(id: "77", reference: "AXIS0012345678", password: "p") {
        errors { code } proposal { id }
      }
    }`,
    {},
  ],
] as const;

describe('the two-person control to players and visitors', () => {
  const { state, moneyCalls } = moneyControlGateway();

  it.each(OPERATIONS)(
    '%s is refused to a player (FORBIDDEN) and a visitor (UNAUTHENTICATED)',
    async (_name, query, variables) => {
      state.upstream.use(state.tokens.jwks);
      const asPlayer = await state.gateway.graphql(query, variables, {
        token: state.tokens.player,
      });
      expect(asPlayer.body.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
      expect(asPlayer.body.errors?.[0]?.message).toBe('You are not allowed to do that.');
      const asVisitor = await state.gateway.graphql(query, variables);
      expect(asVisitor.body.errors?.map((error) => error.extensions?.code)).toEqual([
        'UNAUTHENTICATED',
      ]);
      expect(asVisitor.body.errors?.[0]?.message).toBe('Please log in to continue.');
      expect(moneyCalls()).toEqual([]);
    },
  );
});
