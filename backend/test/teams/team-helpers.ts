import { expect } from 'vitest';
import type { TestUser } from '../support/fixtures';
import type { TestServer } from '../support/test-server';

let teamNumber = 0;

export const createTeamBody = (tournamentId: number, overrides: Record<string, unknown> = {}) => ({
  tournamentId,
  teamName: `Team ${(teamNumber += 1)}`,
  iglInGameName: 'Captain',
  whatsappNumber: '9876543210',
  ...overrides,
});

export const joinTeamBody = (
  tournamentId: number,
  teamCode: string,
  overrides: Record<string, unknown> = {},
) => ({ tournamentId, teamCode, playerInGameName: 'Member', ...overrides });

/** Creates a team over HTTP and returns its code. */
export async function createTeam(
  server: TestServer,
  leader: TestUser,
  tournamentId: number,
  overrides: Record<string, unknown> = {},
): Promise<{ teamCode: string; teamName: string }> {
  const response = await server.call('POST', '/api/teams/create', {
    token: leader.token,
    body: createTeamBody(tournamentId, overrides),
  });
  expect(response.status).toBe(200);
  return response.body;
}

export async function joinTeam(
  server: TestServer,
  player: TestUser,
  tournamentId: number,
  teamCode: string,
  overrides: Record<string, unknown> = {},
): Promise<void> {
  const response = await server.call('POST', '/api/teams/join', {
    token: player.token,
    body: joinTeamBody(tournamentId, teamCode, overrides),
  });
  expect(response.status).toBe(200);
}

/** Codes avoid 0/O and 1/I. */
export const TEAM_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{6}$/;
