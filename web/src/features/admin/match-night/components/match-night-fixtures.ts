import { type GraphQLQuery, type GraphQLResponseBody, HttpResponse } from 'msw';

/** Answers of the console's check-in and disputes, as the gateway gives them. */

export const disputeFixture = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Dispute',
  id: '3',
  tournamentId: '7',
  tournamentName: 'Bermuda Blitz Cup',
  matchNumber: 2,
  teamName: 'Team Bravo',
  openedBy: 'rohan',
  openedAt: '2026-11-21T15:00:00.000Z',
  reason: 'Lobby glitch at zone 3',
  screenshotUrl: '/media/pictures/0b7c2d3e-1111-4222-8333-944455556666',
  status: 'OPEN',
  resolutionReason: null,
  resolvedBy: null,
  ...overrides,
});

export const payload = (field: string, typename: string, errors: unknown[] = [], extra = {}) =>
  HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
    data: {
      [field]: {
        __typename: typename,
        message: errors.length ? null : 'Done',
        errors,
        ...extra,
      },
    },
  });

export const userError = (field: string, message: string, code = 'INVALID') => ({
  __typename: 'UserError',
  field,
  code,
  message,
});
