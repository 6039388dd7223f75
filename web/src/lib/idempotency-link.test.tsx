import { gql } from '@apollo/client';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { graphQLError, server, TEST_API_URL } from '../test/msw-server';
import { TEST_KEYED_RETRY } from '../test/render';
import { createApolloClient } from './apollo-client';
import { KEYED_MUTATIONS } from './idempotency-link';

const WITHDRAW = gql`
  mutation RequestWithdrawal($input: WithdrawInput!) {
    requestWithdrawal(input: $input) {
      errors {
        code
        message
      }
      message
    }
  }
`;

const MARK_READ = gql`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      errors {
        code
      }
    }
  }
`;

const input = {
  amount: '120',
  beneficiaryName: 'Rahul',
  upiId: 'r@upi',
  phonePeNumber: '9876543210',
};
const withdrawn = () =>
  HttpResponse.json({
    data: {
      requestWithdrawal: {
        __typename: 'WalletPayload',
        errors: [],
        message: 'Withdrawal request submitted successfully.',
      },
    },
  });

/** Answers RequestWithdrawal with `answers` in turn (the last one from then on), keeping keys. */
function answerWithdrawals(...answers: (() => Response)[]) {
  const keys: (string | null)[] = [];
  server.use(
    graphql.mutation('RequestWithdrawal', ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      const answer = answers[Math.min(keys.length, answers.length) - 1] ?? withdrawn;
      return answer();
    }),
  );
  return keys;
}

const client = () => createApolloClient(TEST_API_URL, { keyedRetry: TEST_KEYED_RETRY });
const withdraw = (apollo = client()) => apollo.mutate({ mutation: WITHDRAW, variables: { input } });

describe('Idempotency-Key on money mutations', () => {
  it('covers every mutation that moves money or takes a slot', () => {
    expect([...KEYED_MUTATIONS].sort()).toEqual([
      'approveTransaction',
      'bookSlot',
      'createTeam',
      'joinTeam',
      'payWinnings',
      'rejectTransaction',
      'requestDeposit',
      'requestWithdrawal',
      'updateTournament',
    ]);
  });

  it('sends a fresh key with each submission', async () => {
    const keys = answerWithdrawals(withdrawn);
    const apollo = client();
    await withdraw(apollo);
    await withdraw(apollo);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('sends no key with a mutation that moves no money, and does not retry it', async () => {
    const keys: (string | null)[] = [];
    server.use(
      graphql.mutation('MarkNotificationRead', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.error();
      }),
    );
    await expect(
      client().mutate({ mutation: MARK_READ, variables: { id: '1' } }),
    ).rejects.toThrow();
    expect(keys).toEqual([null]);
  });

  it.each([
    ['a lost connection', () => HttpResponse.error()],
    ['a 502 from a proxy', () => new HttpResponse('Bad gateway', { status: 502 })],
    [
      "the gateway's 409 for a key still in use",
      () =>
        HttpResponse.json(
          {
            data: null,
            errors: [
              {
                message:
                  'A request with this Idempotency-Key is still in progress. Retry it shortly.',
                extensions: { code: 'CONFLICT' },
              },
            ],
          },
          { status: 409, headers: { 'retry-after': '1' } },
        ),
    ],
    [
      'an unreachable platform behind the gateway',
      () => graphQLError('The platform is not reachable right now.', 'UPSTREAM_UNAVAILABLE'),
    ],
  ])('after %s, asks again with the same key and answers once', async (_, failure) => {
    const keys = answerWithdrawals(failure, failure, withdrawn);
    const { data } = await withdraw();
    expect(data.requestWithdrawal.message).toBe('Withdrawal request submitted successfully.');
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('does not ask again after a refusal, which the platform settled', async () => {
    const keys = answerWithdrawals(() =>
      HttpResponse.json({
        data: {
          requestWithdrawal: {
            __typename: 'WalletPayload',
            errors: [
              { __typename: 'UserError', code: 'INVALID', message: 'Insufficient wallet balance' },
            ],
            message: 'Insufficient wallet balance',
          },
        },
      }),
    );
    const { data } = await withdraw();
    expect(data.requestWithdrawal.errors[0].message).toBe('Insufficient wallet balance');
    expect(keys).toHaveLength(1);
  });

  it("gives up after its tries, with the gateway's message", async () => {
    const keys = answerWithdrawals(() =>
      graphQLError('The platform is not reachable right now.', 'UPSTREAM_UNAVAILABLE'),
    );
    await expect(withdraw()).rejects.toMatchObject({
      networkError: {
        result: { errors: [{ message: 'The platform is not reachable right now.' }] },
      },
    });
    expect(keys).toHaveLength(TEST_KEYED_RETRY.attempts);
    expect(new Set(keys).size).toBe(1);
  });
});
