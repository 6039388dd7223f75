import { type GraphQLQuery, type GraphQLResponseBody, HttpResponse } from 'msw';
import { money } from '../../../../test/fixtures';

/** Money desk answers, shaped as the gateway sends them. */

type Answer = HttpResponse<GraphQLResponseBody<GraphQLQuery>>;

export function deposit(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminTransaction',
    id,
    type: 'DEPOSIT',
    direction: 'CREDIT',
    amount: money(10_000),
    status: 'PENDING',
    createdAt: '2026-11-24T12:35:00.000Z',
    userId: '5',
    username: 'player1',
    utr: 'ABC123XYZ',
    bankUsername: 'Rahul Sharma',
    beneficiaryName: null,
    upiId: null,
    phonePeNumber: null,
    upiPayUrl: null,
    note: null,
    reference: null,
    decidedAt: null,
    decidedBy: null,
    tournamentId: null,
    history: [],
    ...overrides,
  };
}

export const UPI_PAY_URL =
  'upi://pay?pa=rahul@okaxis&pn=Rahul%20Sharma&am=250.00&cu=INR&tn=CCL%20withdrawal%2013';

export function withdrawal(id: string, overrides: Record<string, unknown> = {}) {
  return deposit(id, {
    type: 'WITHDRAWAL',
    direction: 'DEBIT',
    amount: money(25_000),
    utr: null,
    bankUsername: null,
    beneficiaryName: 'Rahul Sharma',
    upiId: 'rahul@okaxis',
    phonePeNumber: '9876543210',
    upiPayUrl: UPI_PAY_URL,
    ...overrides,
  });
}

export const adminAnswer = (admin: Record<string, unknown>): Answer =>
  HttpResponse.json({ data: { admin: { __typename: 'AdminQuery', ...admin } } });

export const organiser = { __typename: 'AdminActor', id: '1', username: 'organiser1' };

export const userError = (message: string, code = 'CONFLICT', field: string | null = null) => ({
  __typename: 'UserError',
  field,
  code,
  message,
});

/** A decision's answer: the transaction as decided, or errors and no transaction. */
export function decisionAnswer(
  field: 'approveTransaction' | 'rejectTransaction',
  payload: { errors?: unknown[]; message?: string | null; transaction?: unknown } = {},
): Answer {
  return HttpResponse.json({
    data: {
      [field]: {
        __typename: 'AdminTransactionPayload',
        errors: [],
        message: null,
        transaction: null,
        ...payload,
      },
    },
  });
}
