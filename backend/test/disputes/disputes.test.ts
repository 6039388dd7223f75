import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsAbout } from '../support/audit-reads';
import { enterTeam } from '../support/entries';
import { type TestUser, createAdmin, createTournament, createUser } from '../support/fixtures';
import { described, eventMark, eventsAfter, notificationsOf } from '../support/live-reads';
import { type TestServer, startTestServer } from '../support/test-server';
import { pictureForm, pngBytes } from '../profile/images';
import { disputeCount, postedMatch, recordCorrection } from './dispute-helpers';

describe('disputing a match within an hour of its results', () => {
  let server: TestServer;
  let admin: TestUser;
  let booker: TestUser;
  let teammate: TestUser;
  let rival: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    booker = await createUser(server);
    teammate = await createUser(server);
    rival = await createUser(server);
  });
  afterAll(() => server.close());

  async function playedNight() {
    const id = await createTournament(server, { status: 'live' });
    const team = await enterTeam(server, id, { players: [booker, teammate, 'P3', 'P4'] });
    await enterTeam(server, id, { players: [rival, 'R2', 'R3', 'R4'] });
    await postedMatch(server, id, 1, 59);
    await postedMatch(server, id, 2, 61);
    await postedMatch(server, id, 3, null);
    return { id, team };
  }
  const dispute = (id: number, match: number, player: TestUser | null, body: object) =>
    server.call('POST', `/api/tournaments/${id}/matches/${match}/disputes`, {
      ...(player ? { token: player.token } : {}),
      body,
    });

  it('lets a member dispute with a reason and a screenshot, on record and live', async () => {
    const { id, team } = await playedNight();
    const upload = await server.call('POST', '/api/screenshots', {
      token: teammate.token,
      rawBody: pictureForm(pngBytes(), { type: 'image/png', filename: 'lobby.png' }),
    });
    expect(upload.status).toBe(201);
    const mark = await eventMark(server);
    const opened = await dispute(id, 1, teammate, {
      reason: ' Lobby glitched at zone 3 ',
      screenshotId: upload.body.pictureId,
    });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({
      tournamentId: id,
      matchNo: 1,
      teamId: team.teamId,
      teamName: team.teamName,
      openedBy: teammate.username,
      reason: 'Lobby glitched at zone 3',
      screenshotId: upload.body.pictureId,
      status: 'open',
      deadline: expect.any(String),
    });
    expect(described(await eventsAfter(server, mark))).toEqual([
      {
        kind: 'dispute.changed',
        tournamentId: id,
        userId: null,
        subjectId: String(opened.body.id),
      },
      { kind: 'console.changed', tournamentId: null, userId: null, subjectId: 'dispute' },
    ]);
    const [audit] = await auditRowsAbout(server, 'dispute', opened.body.id);
    expect(audit).toMatchObject({
      action: 'DISPUTE_OPENED',
      actor_id: teammate.id,
      reason: 'Lobby glitched at zone 3',
    });
    expect(audit?.summary).toMatch(
      new RegExp(`^${team.teamName} disputed match 1 of .* · by ${teammate.username}$`),
    );
    const mine = await server.call('GET', '/api/disputes/mine', {
      token: booker.token,
      query: { tournamentId: id },
    });
    expect(mine.body.map((row: { id: number }) => row.id)).toEqual([opened.body.id]);
    const theirs = await server.call('GET', '/api/disputes/mine', { token: rival.token });
    expect(theirs.body.map((row: { id: number }) => row.id)).not.toContain(opened.body.id);
    const open = await server.call('GET', '/api/admin/disputes', {
      token: admin.token,
      query: { status: 'open' },
    });
    expect(open.body.map((row: { id: number }) => row.id)).toContain(opened.body.id);
  });

  it('refuses late, unposted, outsiders, visitors, a second open one and no reason', async () => {
    const { id } = await playedNight();
    const outsider = await createUser(server);
    const refusals = [
      [
        await dispute(id, 2, booker, { reason: 'late' }),
        400,
        'matchNo',
        'Disputes for this match closed 1 hour after its results were posted',
      ],
      [
        await dispute(id, 3, booker, { reason: 'early' }),
        400,
        'matchNo',
        'This match has no results to dispute yet',
      ],
      [
        await dispute(id, 1, booker, { reason: '  ' }),
        400,
        'reason',
        'Say what went wrong in this match',
      ],
    ] as const;
    for (const [answer, status, field, message] of refusals) {
      expect(answer.status).toBe(status);
      expect(answer.body.errors).toEqual([{ field, message }]);
    }
    const stranger = await dispute(id, 1, outsider, { reason: 'not mine' });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors).toEqual([
      { field: 'tournamentId', message: 'Only a member of a booked squad can dispute its matches' },
    ]);
    expect((await dispute(id, 1, null, { reason: 'who' })).status).toBe(401);
    const othersPicture = await server.call('POST', '/api/screenshots', {
      token: rival.token,
      rawBody: pictureForm(pngBytes(), { type: 'image/png' }),
    });
    const borrowed = await dispute(id, 1, booker, {
      reason: 'glitch',
      screenshotId: othersPicture.body.pictureId,
    });
    expect(borrowed.status).toBe(400);
    expect(borrowed.body.errors[0].field).toBe('screenshotId');
    expect(await disputeCount(server, id)).toBe(0);

    expect((await dispute(id, 1, booker, { reason: 'glitch' })).status).toBe(201);
    const twice = await dispute(id, 1, teammate, { reason: 'same thing' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Your squad already has an open dispute on this match');
    expect(await disputeCount(server, id)).toBe(1);
  });

  it('resolves as corrected only after a correction of that match, and tells the squad', async () => {
    const { id } = await playedNight();
    const opened = await dispute(id, 1, booker, { reason: 'Kills miscounted' });
    const resolve = (body: object, token = admin.token) =>
      server.call('POST', `/api/admin/disputes/${opened.body.id}/resolve`, { token, body });
    expect((await resolve({ resolution: 'rejected', reason: 'x' }, booker.token)).status).toBe(403);
    const early = await resolve({ resolution: 'corrected', reason: 'Fixed kills' });
    expect(early.status).toBe(400);
    expect(early.body.errors[0]).toMatchObject({ field: 'resolution' });
    const noReason = await resolve({ resolution: 'corrected' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0]).toMatchObject({ field: 'reason' });

    await recordCorrection(server, admin.id, id, 1);
    const mark = await eventMark(server);
    const done = await resolve({ resolution: 'corrected', reason: 'Fixed kills' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'corrected',
      resolutionReason: 'Fixed kills',
      resolvedBy: admin.username,
    });
    const kinds = (await eventsAfter(server, mark)).map((event) => event.kind);
    expect(kinds).toEqual(expect.arrayContaining(['dispute.changed', 'console.changed']));
    for (const member of [booker, teammate]) {
      const bells = (await notificationsOf(server, member.id)).filter(
        (bell) => bell.kind === 'dispute_resolved' && bell.tournament_id === id,
      );
      expect(bells).toHaveLength(1);
      expect(bells[0]?.message).toMatch(
        /^Your dispute of match 1 of .* was resolved: the results were corrected \(Fixed kills\)\.$/,
      );
    }
    const audits = await auditRowsAbout(server, 'dispute', opened.body.id);
    expect(audits.map((row) => row.action)).toEqual(['DISPUTE_OPENED', 'DISPUTE_RESOLVED']);
    expect(audits[1]?.summary).toContain('corrected (Team Bravo · P1 kills 14 → 4 (match 1))');
    const again = await resolve({ resolution: 'rejected', reason: 'Changed my mind' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This dispute is already resolved');
  });
});
