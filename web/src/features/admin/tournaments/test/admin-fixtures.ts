import { type GraphQLQuery, type GraphQLResponseBody, HttpResponse, graphql } from 'msw';
import { money, tournamentFixture } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';

/** Organiser answers as the gateway gives them (with __typename, which Apollo keys on). */

type GraphQLAnswer = HttpResponse<GraphQLResponseBody<GraphQLQuery>>;

export const adminQuery = (fields: Record<string, unknown>) => ({
  data: { admin: { __typename: 'AdminQuery', ...fields } },
});

export function adminTournament(
  overrides: Record<string, unknown> = {},
  tournament: Record<string, unknown> = {},
) {
  const id = String(tournament.id ?? '7');
  return {
    __typename: 'AdminTournament' as const,
    id,
    teamSize: 4,
    tournament: tournamentFixture({ id, ...tournament }),
    room: null as unknown,
    teams: [] as unknown[],
    matches: [] as unknown[],
    history: [] as unknown[],
    cancellation: { __typename: 'CancellationPreview', entries: 0, total: money(0) },
    ...overrides,
  };
}

export const participant = (
  position: number,
  inGameName: string,
  account: { userId: string; username: string } | null = null,
) => ({
  __typename: 'Participant',
  position,
  inGameName,
  userId: account?.userId ?? null,
  username: account?.username ?? null,
});

export function participantTeam(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    __typename: 'ParticipantTeam',
    id,
    name,
    teamCode: null as string | null,
    whatsappNumber: '9876543210',
    status: 'ACTIVE',
    statusReason: null as string | null,
    players: [1, 2, 3, 4].map((position) => participant(position, `${name} P${position}`)),
    ...extra,
  };
}

export interface ResultRowFixture {
  teamName: string;
  kills?: [number, number, number, number];
  positionPoints?: number;
  participated?: boolean;
  booyah?: boolean;
  /** The squad's id and the place it was scored from (finishing order); null for a typed sheet. */
  teamId?: string | null;
  place?: number | null;
}

export const resultRow = ({
  teamName,
  kills = [0, 0, 0, 0],
  positionPoints = 0,
  participated = true,
  booyah = false,
  teamId = null,
  place = null,
}: ResultRowFixture) => ({
  __typename: 'AdminResultRow',
  teamId,
  place,
  teamName,
  player1Kills: kills[0],
  player2Kills: kills[1],
  player3Kills: kills[2],
  player4Kills: kills[3],
  positionPoints,
  participated,
  booyah,
});

export const adminMatch = (matchNumber: number, rows: ResultRowFixture[]) => ({
  __typename: 'AdminMatch',
  matchNumber,
  rows: rows.map(resultRow),
});

export const auditEntry = (id: string, summary: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'AuditEntry',
  id,
  createdAt: '2026-11-21T14:05:00.000Z',
  actor: { __typename: 'AdminActor', id: '1', username: 'organiser1' },
  action: 'RESULTS_POSTED',
  subjectType: 'TOURNAMENT',
  subjectId: '7',
  tournamentId: '7',
  tournamentName: 'Bermuda Blitz Cup',
  playerId: null,
  playerName: null,
  summary,
  reason: null,
  lines: [],
  ...extra,
});

/** A mutation's payload answer: `errors` (empty on success), `message` and any other fields. */
export const adminPayload = (
  mutation: string,
  typename: string,
  fields: { errors?: unknown[]; message?: string | null } & Record<string, unknown> = {},
) =>
  HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
    data: { [mutation]: { __typename: typename, errors: [], message: null, ...fields } },
  });

export const userError = (message: string, field: string | null = null, code = 'INVALID') => ({
  __typename: 'UserError',
  field,
  code,
  message,
});

/** Records each call's variables of a mutation, for asserting what was (or was not) sent. */
export function recordMutation(name: string, answer: () => GraphQLAnswer) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    graphql.mutation(name, ({ variables }) => {
      calls.push(variables);
      return answer();
    }),
  );
  return calls;
}
