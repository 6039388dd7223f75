import { type GraphQLQuery, type GraphQLResponseBody, HttpResponse } from 'msw';

/** The squad answers as the gateway gives them (decision 037). */

export const invitationFixture = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'SquadInvitation' as const,
  id,
  tournamentId: '7',
  tournamentName: 'Bermuda Blitz Cup',
  tournamentStart: '2026-11-28T16:30:00.000Z',
  teamId: '9',
  teamName: 'Team Bravo',
  invitedBy: 'rohan',
  invitee: 'viper',
  invitedAs: 'MOBILE',
  createdAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

const member = (position: number, overrides: Record<string, unknown>) => ({
  __typename: 'SquadMember' as const,
  position,
  inGameName: `P${position}`,
  userId: null as string | null,
  username: null as string | null,
  ffUid: null as string | null,
  ffIgn: null as string | null,
  isBooker: false,
  ...overrides,
});

export const squadFixture = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Squad' as const,
  teamId: '9',
  tournamentId: '7',
  teamName: 'Team Bravo',
  squadCode: 'BRV7KX',
  capacity: 6,
  isBooker: true,
  members: [
    member(1, {
      inGameName: 'BravoIGL',
      userId: '3',
      username: 'rohan',
      ffUid: '5123456789',
      isBooker: true,
    }),
    member(2, { inGameName: 'viper', userId: '8', username: 'viper', ffUid: '5987654321' }),
    member(3, { inGameName: 'Hawk' }),
  ],
  invitations: [invitationFixture('5', { invitee: 'ghost' })],
  ...overrides,
});

export const squadPayload = (field: string, answer: Record<string, unknown> = {}) =>
  HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
    data: {
      [field]: {
        __typename: 'SquadPayload',
        message: null,
        errors: [],
        squad: null,
        invitations: [],
        ...answer,
      },
    },
  });

export const userError = (field: string | null, code: string, message: string) => ({
  __typename: 'UserError' as const,
  field,
  code,
  message,
});
