import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  fundWallet,
  ledgerMismatches,
} from '../../../backend/test/support/fixtures';
import { type TestStack, startStack } from '../support/gateway-server';
import {
  AUDIT_FIELDS,
  PNG,
  type AuditRecord,
  auditThroughGateway,
  balanceOf,
  bookSlot,
  changesOf,
  schedule,
  uploadBanner,
} from './admin-helpers';

/**
 * Tournaments through the gateway against the real backend: the list, the match desk (teams,
 * room, result sheets, team statuses, what a cancellation would refund), Today, and the audit
 * record each organiser write leaves in the tournament's history.
 */

const MATCH_DESK = `query MatchDesk($id: ID!) {
  admin {
    tournament(id: $id) {
      id teamSize
      tournament { id kind name status entryFee { rupees } bannerUrl }
      room { roomId password publishedAt }
      teams { id name status statusReason players { position inGameName userId username } }
      matches {
        matchNumber
        rows { teamName player1Kills player2Kills player3Kills player4Kills positionPoints participated booyah }
      }
      cancellation { entries total { paise rupees } }
      history { ${AUDIT_FIELDS} }
    }
  }
}`;

const CREATE = `mutation Create($input: TournamentInput!) {
  createTournament(input: $input) { errors { field code message } tournament { id name bannerUrl } }
}`;
const UPDATE = `mutation Update($id: ID!, $patch: TournamentPatch!) {
  updateTournament(id: $id, patch: $patch) { errors { field code message } tournament { id status } }
}`;
const PUBLISH = `mutation Publish($id: ID!, $roomId: String!, $password: String!) {
  publishRoom(tournamentId: $id, roomId: $roomId, password: $password) { errors { field message } }
}`;
const POST_RESULTS = `mutation Results($id: ID!, $match: Int!, $rows: [ResultRowInput!]!) {
  postResults(tournamentId: $id, matchNumber: $match, rows: $rows) { errors { field message } message }
}`;
const TEAM_STATUS = `mutation($t: ID!, $team: ID!, $status: TeamStatus!, $reason: String) {
  setTeamStatus(tournamentId: $t, teamId: $team, status: $status, reason: $reason) {
    errors { field code message }
    team { id name status statusReason }
  }
}`;

const sheetRow = (teamName: string, kills: number, positionPoints: number, booyah = false) => ({
  teamName,
  player1Kills: kills,
  player2Kills: 0,
  player3Kills: 0,
  player4Kills: 0,
  positionPoints,
  booyah,
});

describe('tournaments and the match desk through the gateway', () => {
  let stack: TestStack;
  let admin: TestUser;

  beforeAll(async () => {
    stack = await startStack();
    admin = await createAdmin(stack.backend);
  });
  afterEach(async () => {
    expect(await ledgerMismatches(stack.backend)).toEqual([]);
  });
  afterAll(() => stack.close());

  const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
    stack.gateway.graphql(query, variables, { token: admin.token });

  async function deskOf(id: number | string) {
    const result = await asAdmin(MATCH_DESK, { id: String(id) });
    expect(result.body.errors).toBeUndefined();
    return result.body.data.admin.tournament;
  }

  const historyOf = async (id: number | string): Promise<AuditRecord[]> =>
    (await deskOf(id)).history;

  /** A tournament with two booked squads whose players paid `fee` rupees each. */
  async function bookedTournament(fee = 50) {
    const id = await createTournament(stack.backend, { entry_fee_paise: fee * 100 });
    const players = [await createUser(stack.backend), await createUser(stack.backend)];
    for (const [index, player] of players.entries()) {
      await fundWallet(stack.backend, player.id, 100);
      await bookSlot(stack.backend, player, id, index === 0 ? 'Alpha' : 'Bravo');
    }
    return { id, players };
  }

  it('records a creation with the kind, status and fields it was created with', async () => {
    const name = `Audit Cup ${Date.now()}`;
    const created = await asAdmin(CREATE, {
      input: {
        kind: 'NORMAL',
        name,
        prizePool: '5000',
        entryFee: '50',
        totalSlots: 12,
        matchesCount: 3,
        ...schedule(),
      },
    });
    expect(created.body.data.createTournament.errors).toEqual([]);
    const { id } = created.body.data.createTournament.tournament;
    const [record, ...older] = await historyOf(id);
    expect(older).toEqual([]);
    expect(record).toMatchObject({
      action: 'TOURNAMENT_CREATED',
      subjectType: 'TOURNAMENT',
      subjectId: id,
      tournamentId: id,
      reason: null,
      actor: { id: String(admin.id), username: admin.username },
    });
    expect(record?.summary).toContain(name);
    expect(changesOf(record!)).toMatchObject({
      kind: [null, 'normal'],
      status: [null, 'upcoming'],
      tournName: [null, name],
      entryFee: [null, '50'],
      totalSlots: [null, '12'],
    });
  });

  it('records an edit as its changed fields, and a status change as its own action', async () => {
    const id = await createTournament(stack.backend, { entry_fee_paise: 4000 });
    const edited = await asAdmin(UPDATE, {
      id: String(id),
      patch: { name: 'Renamed Cup', entryFee: '50', status: 'LIVE' },
    });
    expect(edited.body.data.updateTournament.errors).toEqual([]);
    const [status, fields] = await historyOf(id);
    expect(status).toMatchObject({
      action: 'TOURNAMENT_STATUS_CHANGED',
      actor: { username: admin.username },
    });
    expect(changesOf(status!)).toEqual({ status: ['upcoming', 'live'] });
    expect(fields).toMatchObject({ action: 'TOURNAMENT_UPDATED' });
    expect(fields?.summary).toContain('Renamed Cup');
    expect(changesOf(fields!)).toEqual({
      tournName: [expect.any(String), 'Renamed Cup'],
      entryFee: ['40', '50'],
    });
  });

  it('shows what a cancellation would refund, then refunds exactly that and records it', async () => {
    const { id, players } = await bookedTournament(50);
    const desk = await deskOf(id);
    expect(desk.cancellation).toEqual({ entries: 2, total: { paise: 10_000, rupees: '100.00' } });

    const cancelled = await asAdmin(UPDATE, { id: String(id), patch: { status: 'CANCELLED' } });
    expect(cancelled.body.data.updateTournament.tournament.status).toBe('CANCELLED');
    for (const player of players) expect(await balanceOf(stack.backend, player)).toBe(100);

    const after = await deskOf(id);
    expect(after.cancellation).toEqual({ entries: 0, total: { paise: 0, rupees: '0.00' } });
    const [record] = after.history;
    expect(record).toMatchObject({
      action: 'TOURNAMENT_CANCELLED',
      summary: `Cancelled ${after.tournament.name}: 2 entry fees refunded, ₹100 in all`,
      actor: { username: admin.username },
    });
    expect(changesOf(record)).toEqual({
      status: ['upcoming', 'cancelled'],
      refundedEntries: [null, '2'],
      refundedAmount: [null, '100'],
    });
  });

  it("publishes and changes the room (match 1's, the one next up), each recorded before and after", async () => {
    const { id } = await bookedTournament(0);
    expect((await deskOf(id)).room).toBeNull();

    await asAdmin(PUBLISH, { id: String(id), roomId: '4455', password: 'ff-pass' });
    await asAdmin(PUBLISH, { id: String(id), roomId: '4456', password: 'ff-pass-2' });
    const desk = await deskOf(id);
    expect(desk.room).toEqual({
      roomId: '4456',
      password: 'ff-pass-2',
      publishedAt: expect.any(String),
    });
    const [changed, published] = desk.history;
    expect(published).toMatchObject({
      action: 'MATCH_ROOM_PUBLISHED',
      actor: { username: admin.username },
    });
    expect(changesOf(published)).toEqual({
      matchNo: ['1', '1'],
      roomId: [null, '4455'],
      roomPassword: [null, 'ff-pass'],
      // Not given: 7 minutes before match 1 starts.
      releaseAt: [null, expect.any(String)],
    });
    // The room's release time is recorded with it, here unchanged.
    const releaseAt = changesOf(published).releaseAt?.[1];
    expect(changesOf(changed)).toEqual({
      matchNo: ['1', '1'],
      roomId: ['4455', '4456'],
      roomPassword: ['ff-pass', 'ff-pass-2'],
      releaseAt: [releaseAt, releaseAt],
    });
    expect(published.summary).toContain(desk.tournament.name);
  });

  it('posts a sheet, corrects it, and shows both as posted and recorded', async () => {
    const { id } = await bookedTournament(0);
    const first = [sheetRow('Alpha', 3, 12, true), sheetRow('Bravo', 5, 6)];
    const posted = await asAdmin(POST_RESULTS, { id: String(id), match: 1, rows: first });
    expect(posted.body.data.postResults.errors).toEqual([]);
    const corrected = [sheetRow('Alpha', 3, 10, true), sheetRow('Bravo', 5, 6)];
    await asAdmin(POST_RESULTS, { id: String(id), match: 1, rows: corrected });

    const desk = await deskOf(id);
    expect(desk.matches).toEqual([
      {
        matchNumber: 1,
        rows: [
          { ...corrected[0], participated: true, booyah: true },
          { ...corrected[1], participated: true, booyah: false },
        ],
      },
    ]);
    const [correction, posting] = desk.history;
    expect(posting).toMatchObject({
      action: 'RESULTS_POSTED',
      summary: `Posted results of match 1 of ${desk.tournament.name}`,
      actor: { username: admin.username },
    });
    expect(correction).toMatchObject({
      action: 'RESULTS_CORRECTED',
      summary: `Corrected results of match 1 of ${desk.tournament.name}`,
    });
    // The sheets before and after, as text: the correction's old rows are the first posting's.
    const change = correction.changes.find((c: { field: string }) => c.field === 'rows');
    expect(change.before).toContain('12');
    expect(change.after).toContain('10');
    expect(() => JSON.parse(change.before)).not.toThrow();
  });

  it('marks a team disqualified with a reason, and active again, each recorded', async () => {
    const { id } = await bookedTournament(0);
    const [, bravo] = (await deskOf(id)).teams;

    const noReason = await asAdmin(TEAM_STATUS, {
      t: String(id),
      team: bravo.id,
      status: 'DISQUALIFIED',
    });
    expect(noReason.body.data.setTeamStatus.errors).toEqual([
      { field: 'reason', code: 'INVALID', message: 'Enter a reason' },
    ]);

    const disqualified = await asAdmin(TEAM_STATUS, {
      t: String(id),
      team: bravo.id,
      status: 'DISQUALIFIED',
      reason: 'Emulator in a mobile tournament',
    });
    expect(disqualified.body.data.setTeamStatus).toEqual({
      errors: [],
      team: {
        id: bravo.id,
        name: 'Bravo',
        status: 'DISQUALIFIED',
        statusReason: 'Emulator in a mobile tournament',
      },
    });
    await asAdmin(TEAM_STATUS, { t: String(id), team: bravo.id, status: 'ACTIVE' });

    const desk = await deskOf(id);
    expect(desk.teams[1]).toMatchObject({ status: 'ACTIVE', statusReason: null });
    const [back, out] = desk.history;
    expect(out).toMatchObject({
      action: 'TEAM_STATUS_CHANGED',
      reason: 'Emulator in a mobile tournament',
      summary: `Marked Bravo disqualified in ${desk.tournament.name}`,
      actor: { username: admin.username },
    });
    expect(changesOf(out)).toMatchObject({
      status: ['active', 'disqualified'],
      reason: [null, 'Emulator in a mobile tournament'],
    });
    expect(changesOf(back)).toMatchObject({ status: ['disqualified', 'active'] });

    const records = await auditThroughGateway(stack.gateway, admin, {
      action: 'TEAM_STATUS_CHANGED',
      tournamentId: String(id),
    });
    expect(records.map((record) => record.id)).toEqual([back.id, out.id]);
  });

  it('makes each upstream read of the match desk once', async () => {
    const { id } = await bookedTournament(0);
    const before = stack.backend.requestLog.length;
    await deskOf(id);
    const paths = stack.backend.requestLog
      .slice(before)
      .map((entry) => entry.url.split('?')[0])
      .filter((path) => path?.includes('/admin/'));
    expect([...paths].sort()).toEqual(
      [
        '/api/admin/audit',
        `/api/admin/tournaments/${id}`,
        `/api/admin/tournaments/${id}/cancellation`,
        `/api/admin/tournaments/${id}/participants`,
        `/api/admin/tournaments/${id}/results`,
      ].sort(),
    );
  });

  it('lists tournaments of both kinds by status, and answers null for one that does not exist', async () => {
    const live = await createTournament(stack.backend, { status: 'live', kind: 'special' });
    const result = await asAdmin(
      `{ admin { tournaments(status: LIVE) { id tournament { kind status } } } }`,
    );
    const listed = result.body.data.admin.tournaments;
    expect(listed).toContainEqual({
      id: String(live),
      tournament: { kind: 'SPECIAL', status: 'LIVE' },
    });
    expect(
      new Set(listed.map((t: { tournament: { status: string } }) => t.tournament.status)),
    ).toEqual(new Set(['LIVE']));
    const missing = await asAdmin(`{ admin { tournament(id: "2000000000") { id } } }`);
    expect(missing.body).toEqual({ data: { admin: { tournament: null } } });
  });

  it('shows Today: rooms due within 2 hours and matches played without results', async () => {
    const hour = 3_600_000;
    const soon = await createTournament(stack.backend, {
      tourn_start: new Date(Date.now() + hour),
      reg_start: new Date(Date.now() - 24 * hour),
      reg_end: new Date(Date.now() + hour / 2),
    });
    const started = await createTournament(stack.backend, {
      status: 'live',
      matches_count: 2,
      tourn_start: new Date(Date.now() - hour),
      reg_start: new Date(Date.now() - 24 * hour),
      reg_end: new Date(Date.now() - 2 * hour),
    });
    const player = await createUser(stack.backend);
    const utr = `UTR${Date.now()}`;
    await stack.backend.call('POST', '/api/wallet/add-money', {
      token: player.token,
      body: { amount: 75, transactionId: utr, bankUsername: player.username },
    });

    const result = await asAdmin(`{ admin { today {
      pendingDeposits { count total { paise } }
      pendingWithdrawals { count total { paise } }
      roomsDue { id room { roomId } tournament { name } }
      resultsDue { matchNumbers tournament { id } }
    } } }`);
    expect(result.body.errors).toBeUndefined();
    const today = result.body.data.admin.today;
    expect(today.pendingDeposits.count).toBeGreaterThanOrEqual(1);
    expect(today.pendingDeposits.total.paise).toBeGreaterThanOrEqual(7_500);
    expect(today.roomsDue.map((t: { id: string }) => t.id)).toEqual(
      expect.arrayContaining([String(soon), String(started)]),
    );
    expect(today.resultsDue).toContainEqual({
      matchNumbers: [1, 2],
      tournament: { id: String(started) },
    });
  });

  it('uploads a banner the gateway then serves, and takes its URL as a banner link', async () => {
    const uploaded = await uploadBanner(stack.gateway.url, admin.token);
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    expect(url).toMatch(/^\/media\/pictures\/[0-9a-f-]{36}$/);

    const served = await fetch(`${stack.gateway.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const created = await asAdmin(CREATE, {
      input: {
        kind: 'NORMAL',
        name: `Banner Cup ${Date.now()}`,
        bannerUrl: url,
        prizePool: '1000',
        entryFee: '0',
        totalSlots: 4,
        matchesCount: 1,
        ...schedule(),
      },
    });
    expect(created.body.data.createTournament).toMatchObject({
      errors: [],
      tournament: { bannerUrl: url },
    });
  });
});
