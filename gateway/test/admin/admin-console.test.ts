import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
} from '../../../backend/test/support/fixtures';
import { type TestStack, startStack } from '../support/gateway-server';
import { codesOf, requestDeposit } from './admin-helpers';

/**
 * The console's own reads through the gateway against the real backend: the header's count of
 * waiting work, what a status change would mean, and the audit read and searched by name.
 */

const COUNTS = `query { consoleCounts { deposits withdrawals disputes total } }`;
const PREVIEW = `query Preview($id: ID!) {
  admin { tournament(id: $id) { statusPreview {
    bookings matchesWithoutResults prizesPaid refundsMade refunds { entries total { rupees } }
  } } }
}`;
const AUDIT = `query Audit($filter: AuditFilter) {
  admin { audit(filter: $filter) { entries {
    action summary reason tournamentId tournamentName playerId playerName lines
  } } }
}`;
const UPDATE = `mutation Update($id: ID!, $patch: TournamentPatch!) {
  updateTournament(id: $id, patch: $patch) { errors { field code message } tournament { id status } }
}`;

describe('the console’s reads through the gateway', () => {
  let stack: TestStack;
  let admin: TestUser;
  let player: TestUser;

  beforeAll(async () => {
    stack = await startStack();
    admin = await createAdmin(stack.backend);
    player = await createUser(stack.backend, { username: 'gw_console_player' });
  });
  afterAll(() => stack.close());

  const as = (token: string | undefined, query: string, variables: Record<string, unknown> = {}) =>
    stack.gateway.graphql(query, variables, token ? { token } : {});

  it('counts the waiting work for an organiser; refuses a player and a visitor', async () => {
    const before = (await as(admin.token, COUNTS)).body.data.consoleCounts;
    await requestDeposit(stack.backend, player, 75);
    const after = await as(admin.token, COUNTS);
    expect(after.body.errors).toBeUndefined();
    expect(after.body.data.consoleCounts).toEqual({
      ...before,
      deposits: before.deposits + 1,
      total: before.total + 1,
    });
    expect(codesOf(await as(player.token, COUNTS))).toEqual(['FORBIDDEN']);
    expect(codesOf(await as(undefined, COUNTS))).toEqual(['UNAUTHENTICATED']);
  });

  it('previews a status change, and refuses to take it back once a cancellation refunded', async () => {
    const id = await createTournament(stack.backend, { matches_count: 3 });
    const preview = await as(admin.token, PREVIEW, { id: String(id) });
    expect(preview.body.data.admin.tournament.statusPreview).toEqual({
      bookings: 0,
      matchesWithoutResults: 3,
      prizesPaid: false,
      refundsMade: false,
      refunds: { entries: 0, total: { rupees: '0.00' } },
    });
    expect(codesOf(await as(player.token, PREVIEW, { id: String(id) }))).toEqual(['FORBIDDEN']);

    // Nothing refunded: a cancelled tournament may be reopened as upcoming.
    expect(
      (await as(admin.token, UPDATE, { id: String(id), patch: { status: 'CANCELLED' } })).body.data
        .updateTournament.errors,
    ).toEqual([]);
    const reopened = await as(admin.token, UPDATE, { id: String(id), patch: { status: 'LIVE' } });
    expect(reopened.body.data.updateTournament.errors).toEqual([
      {
        field: 'status',
        code: 'INVALID',
        message: 'A cancelled tournament can only be reopened as upcoming',
      },
    ]);
    const upcoming = await as(admin.token, UPDATE, {
      id: String(id),
      patch: { status: 'UPCOMING' },
    });
    expect(upcoming.body.data.updateTournament).toEqual({
      errors: [],
      tournament: { id: String(id), status: 'UPCOMING' },
    });
  });

  it('reads the audit with names and lines in words, searched by name; organisers only', async () => {
    const id = await createTournament(stack.backend, { tourn_name: 'Gateway Night Cup' });
    await as(admin.token, UPDATE, { id: String(id), patch: { status: 'LIVE' } });
    const found = await as(admin.token, AUDIT, { filter: { tournamentName: 'gateway night' } });
    expect(found.body.errors).toBeUndefined();
    expect(found.body.data.admin.audit.entries).toEqual([
      {
        action: 'TOURNAMENT_STATUS_CHANGED',
        summary: 'Changed the status of Gateway Night Cup from upcoming to live',
        reason: null,
        tournamentId: String(id),
        tournamentName: 'Gateway Night Cup',
        playerId: null,
        playerName: null,
        lines: ['Status: upcoming → live'],
      },
    ]);
    const byPlayer = await as(admin.token, AUDIT, {
      filter: { playerName: 'nobody_by_this_name' },
    });
    expect(byPlayer.body.data.admin.audit.entries).toEqual([]);
    expect(codesOf(await as(player.token, AUDIT, {}))).toEqual(['FORBIDDEN']);
    expect(codesOf(await as(undefined, AUDIT, {}))).toEqual(['UNAUTHENTICATED']);
  });
});
