import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../../src/change/record-event';
import { squad } from '../bookings/booking-helpers';
import { hoursFromNow } from '../support/dates';
import { enterTeam, slotsTaken } from '../support/entries';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  fundWallet,
} from '../support/fixtures';
import {
  type EventRead,
  described,
  eventMark,
  eventsAfter,
  writerOf,
  xid32,
} from '../support/live-reads';
import { type TestServer, startTestServer } from '../support/test-server';
import { createTeam, joinTeam } from '../teams/team-helpers';

/** Tournaments: rooms, results, edits, cancellations and entries, each with its events. */
describe('the events of tournament changes', () => {
  let server: TestServer;
  let admin: TestUser;
  let leader: TestUser;
  let teammate: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    leader = await createUser(server);
    teammate = await createUser(server);
  });
  afterAll(() => server.close());

  async function eventsOf(work: () => Promise<unknown>): Promise<EventRead[]> {
    const mark = await eventMark(server);
    await work();
    return eventsAfter(server, mark);
  }
  const asAdmin = (method: string, path: string, body?: unknown) =>
    server.call(method, path, { token: admin.token, ...(body === undefined ? {} : { body }) });
  const expectStatus = async (request: Promise<{ status: number }>, status: number) =>
    expect((await request).status).toBe(status);
  const about = (kind: string, tournamentId: number, subjectId: string | null = null) => ({
    kind,
    tournamentId,
    userId: null,
    subjectId,
  });
  const notificationFor = (userId: number) => ({
    kind: 'notification.created',
    tournamentId: null,
    userId,
    subjectId: expect.stringMatching(/^\d+$/),
  });
  const tournamentWriter = (id: number) => writerOf(server, 'tournaments', 'tourn_id', id);
  const matchWriter = (id: number) => writerOf(server, 'matches', 'tournament_id', id);

  it("a match's room scheduled, released, then changed: each about match 1", async () => {
    const id = await createTournament(server, { kind: 'special', matches_count: 1 });
    await enterTeam(server, id, { players: [leader, teammate] });
    const room = (releaseAt: Date) =>
      asAdmin('PUT', `/api/admin/tournaments/${id}/room`, {
        roomId: '4417',
        roomPassword: 'ccl',
        releaseAt: releaseAt.toISOString(),
      });

    const scheduled = await eventsOf(() => expectStatus(room(hoursFromNow(1)), 200));
    expect(described(scheduled)).toEqual([about('room.scheduled', id, '1')]);
    expect(xid32(scheduled[0]?.xid ?? '')).toBe(await matchWriter(id));

    const released = await eventsOf(() => expectStatus(room(hoursFromNow(-1)), 200));
    expect(described(released)).toEqual([
      about('room.released', id, '1'),
      notificationFor(leader.id),
      notificationFor(teammate.id),
    ]);
    expect(xid32(released[0]?.xid ?? '')).toBe(await matchWriter(id));

    // A change after the release is told to every member as well as pushed.
    const changed = await eventsOf(() => expectStatus(room(hoursFromNow(1)), 200));
    expect(described(changed)).toEqual([
      about('room.changed', id, '1'),
      notificationFor(leader.id),
      notificationFor(teammate.id),
    ]);
  });

  it('results posted, then corrected, with a notification to each entrant', async () => {
    const id = await createTournament(server, { status: 'live', matches_count: 2 });
    await enterTeam(server, id, { teamName: 'Owls', players: [leader, 'o2', 'o3', 'o4'] });
    const sheet = (kills: number) => ({
      matchId: 2,
      rows: [
        {
          teamName: 'Owls',
          player1Kills: kills,
          player2Kills: 0,
          player3Kills: 0,
          player4Kills: 0,
          postionPoints: 12,
        },
      ],
    });
    for (const kills of [3, 4]) {
      const posted = await eventsOf(() =>
        expectStatus(asAdmin('POST', `/api/admin/tournaments/${id}/results`, sheet(kills)), 200),
      );
      expect(described(posted)).toEqual([
        about('results.posted', id, '2'),
        notificationFor(leader.id),
      ]);
      expect(xid32(posted[0]?.xid ?? '')).toBe(
        await writerOf(server, 'match_results', 'tournament_id', id),
      );
    }
  });

  it('an edit and a status change; an edit that changes nothing writes nothing', async () => {
    const id = await createTournament(server);
    const edited = await eventsOf(() =>
      expectStatus(asAdmin('PATCH', `/api/admin/tournaments/${id}`, { title: 'New' }), 200),
    );
    expect(described(edited)).toEqual([about('tournament.updated', id)]);
    expect(xid32(edited[0]?.xid ?? '')).toBe(await tournamentWriter(id));
    const same = await eventsOf(() =>
      expectStatus(asAdmin('PATCH', `/api/admin/tournaments/${id}`, { title: 'New' }), 200),
    );
    expect(same).toEqual([]);
    const live = await eventsOf(() =>
      expectStatus(asAdmin('PATCH', `/api/admin/tournaments/${id}`, { status: 'live' }), 200),
    );
    expect(described(live)).toEqual([about('tournament.updated', id)]);
  });

  it('a cancellation: refunds, the bell of every entrant, the tournament', async () => {
    const id = await createTournament(server, { entry_fee_paise: 2000 });
    const payer = await createUser(server);
    const free = await createUser(server);
    await fundWallet(server, payer.id, 100);
    await enterTeam(server, id, { players: [payer, 'p2'], payers: [payer] });
    await enterTeam(server, id, { players: [free, 'f2'] });
    const cancelled = await eventsOf(() =>
      expectStatus(asAdmin('PATCH', `/api/admin/tournaments/${id}`, { status: 'cancelled' }), 200),
    );
    const refund = await server.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('tournament_id', '=', id)
      .where('type', '=', 'REFUND')
      .executeTakeFirstOrThrow();
    expect(described(cancelled)).toEqual([
      {
        kind: 'wallet.changed',
        tournamentId: null,
        userId: payer.id,
        subjectId: String(refund.id),
      },
      notificationFor(payer.id),
      notificationFor(free.id),
      about('tournament.updated', id),
    ]);
    expect(new Set(cancelled.map((event) => event.xid)).size).toBe(1);
    expect(xid32(cancelled[0]?.xid ?? '')).toBe(await tournamentWriter(id));
  });

  it('slots: a booking, a team created and one joined, each with its entry fee', async () => {
    const normal = await createTournament(server, { entry_fee_paise: 2000 });
    const special = await createTournament(server, { kind: 'special', entry_fee_paise: 2000 });
    const booker = await createUser(server);
    const captain = await createUser(server);
    const member = await createUser(server);
    for (const player of [booker, captain, member]) await fundWallet(server, player.id, 100);
    const feeOf = async (userId: number, tournamentId: number) =>
      (
        await server.db
          .selectFrom('wallet_transactions')
          .select('id')
          .where('user_id', '=', userId)
          .where('tournament_id', '=', tournamentId)
          .executeTakeFirstOrThrow()
      ).id;
    const entry = (player: TestUser, tournamentId: number) => async () => [
      {
        kind: 'wallet.changed',
        tournamentId: null,
        userId: player.id,
        subjectId: String(await feeOf(player.id, tournamentId)),
      },
      about('slots.changed', tournamentId),
    ];

    const booked = await eventsOf(() =>
      expectStatus(
        server.call('POST', '/api/bookings/slot', { token: booker.token, body: squad(normal) }),
        200,
      ),
    );
    expect(described(booked)).toEqual(await entry(booker, normal)());
    expect(xid32(booked[0]?.xid ?? '')).toBe(
      await writerOf(server, 'teams', 'tournament_id', normal),
    );

    let code = '';
    const created = await eventsOf(async () => {
      code = (await createTeam(server, captain, special)).teamCode;
    });
    expect(described(created)).toEqual(await entry(captain, special)());
    const joined = await eventsOf(() => joinTeam(server, member, special, code));
    expect(described(joined)).toEqual(await entry(member, special)());
  });

  it('writes nothing for a change that is refused or rolled back', async () => {
    const broke = await createUser(server);
    const paid = await createTournament(server, { entry_fee_paise: 5000 });
    // The slot and the team are written before the fee is refused: all of it rolls back.
    const booking = await eventsOf(() =>
      expectStatus(
        server.call('POST', '/api/bookings/slot', { token: broke.token, body: squad(paid) }),
        400,
      ),
    );
    expect(booking).toEqual([]);
    expect(await slotsTaken(server, paid)).toBe(0);

    const cancelled = await createTournament(server, { status: 'cancelled' });
    const completed = await createTournament(server, { status: 'completed' });
    const refused = await eventsOf(async () => {
      await expectStatus(
        asAdmin('PUT', `/api/admin/tournaments/${cancelled}/room`, {
          roomId: '1',
          roomPassword: '2',
        }),
        400,
      );
      await expectStatus(
        asAdmin('PATCH', `/api/admin/tournaments/${completed}`, { status: 'cancelled' }),
        400,
      );
      await expectStatus(
        asAdmin('POST', `/api/admin/tournaments/${completed}/results`, {
          matchId: 1,
          rows: [
            {
              teamName: 'Nobody',
              player1Kills: 0,
              player2Kills: 0,
              player3Kills: 0,
              player4Kills: 0,
              postionPoints: 0,
            },
          ],
        }),
        400,
      );
    });
    expect(refused).toEqual([]);

    // An event written by a transaction that then fails is gone with it.
    const failed = await eventsOf(() =>
      server.db
        .transaction()
        .execute(async (trx) => {
          await recordEvent(trx, { kind: 'tournament.updated', tournamentId: paid });
          throw new Error('the change failed');
        })
        .catch(() => undefined),
    );
    expect(failed).toEqual([]);
  });
});
