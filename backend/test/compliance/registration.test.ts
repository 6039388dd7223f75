import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_STAKES_LINE } from '#common/declaration';
import { squad } from '../bookings/booking-helpers';
import {
  type TestUser,
  createAdmin,
  createTournament,
  createUser,
  fundWallet,
} from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';

const tournamentBody = (overrides: Record<string, unknown> = {}) => ({
  kind: 'normal',
  tournName: 'Monsoon Clash',
  tournPp: 5000,
  entryFee: 50,
  totalSlots: 12,
  matchesCount: 3,
  tournStart: new Date(Date.now() + 48 * 3_600_000).toISOString(),
  regStart: new Date(Date.now() - 3_600_000).toISOString(),
  regEnd: new Date(Date.now() + 24 * 3_600_000).toISOString(),
  ...overrides,
});

let utrs = 0;

/**
 * Opening registration (decision 048): a paid tournament takes bookings only once an organiser
 * opened it, which the operator's rules allow with a registration number and a funded pool.
 */
describe('the declaration and opening registration', () => {
  let server: TestServer;
  let admin: TestUser;
  let player: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    player = await createUser(server);
    await fundWallet(server, player.id, 1000);
  });
  afterAll(() => server.close());

  const setNumber = (esportRegistrationNumber: string | null) =>
    server.db
      .updateTable('compliance_settings')
      .set({ esport_registration_number: esportRegistrationNumber })
      .execute();
  const create = (body: Record<string, unknown>) =>
    server.call('POST', '/api/admin/tournaments', { token: admin.token, body });
  const edit = (id: number, body: Record<string, unknown>) =>
    server.call('PATCH', `/api/admin/tournaments/${id}`, { token: admin.token, body });
  const open = (id: number, as: TestUser = admin) =>
    server.call('POST', `/api/admin/tournaments/${id}/open-registration`, { token: as.token });
  const registration = (id: number) =>
    server.call('GET', `/api/admin/tournaments/${id}/registration`, { token: admin.token });
  const details = (id: number) => server.call('GET', `/api/tourney/tournament/${id}`);
  const book = (id: number) =>
    server.call('POST', '/api/bookings/slot', { token: player.token, body: squad(id) });
  /** What the escrow holds for the tournament: money an organiser paid in for its prizes. */
  const fund = (tournamentId: number, rupees: number) =>
    server.db
      .insertInto('prize_fundings')
      .values({
        tournament_id: tournamentId,
        funder_kind: 'sponsor',
        funder_name: 'Acme Sponsor',
        amount_paise: rupees * 100,
        utr: `FUNDTEST${(utrs += 1)}`,
        recorded_by: admin.id,
      })
      .execute();
  const openedAudits = (id: number) =>
    server.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('action', '=', 'REGISTRATION_OPENED')
      .where('tournament_id', '=', id)
      .execute();

  it('keeps the declaration the organiser sets, and shows it to everyone', async () => {
    await setNumber('ESP-2026-0042');
    const res = await create(
      tournamentBody({
        entryFee: 0,
        gameTitle: 'bgmi',
        feePurpose: 'entry',
        prizeSource: 'sponsor',
        prizeSponsorName: 'Acme Energy',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      gameTitle: 'bgmi',
      feePurpose: 'entry',
      prizeSource: 'sponsor',
      prizeSponsorName: 'Acme Energy',
      registrationOpen: true,
    });
    const shown = await details(res.body.tournId);
    expect(shown.body.declaration).toEqual({
      gameTitle: 'bgmi',
      gameTitleLabel: 'BGMI',
      feePurpose: 'entry',
      feePurposeLabel: 'Entry to the competition only',
      prizeSource: 'sponsor',
      prizeSourceLabel: "A sponsor's funds",
      sponsorName: 'Acme Energy',
      registrationNumber: 'ESP-2026-0042',
      noStakes: NO_STAKES_LINE,
    });

    const organiser = await edit(res.body.tournId, { prizeSource: 'organiser' });
    expect(organiser.body).toMatchObject({ prizeSource: 'organiser', prizeSponsorName: null });
  });

  it('refuses a sponsor without a name and choices off the lists, creating nothing', async () => {
    const before = await server.db.selectFrom('tournaments').select('tourn_id').execute();
    const noName = await create(tournamentBody({ prizeSource: 'sponsor' }));
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toEqual([
      {
        field: 'prizeSponsorName',
        message: "Enter the sponsor's name: the declaration says whose funds the prize money is",
      },
    ]);
    const offList = await create(tournamentBody({ gameTitle: 'pubg', feePurpose: 'stake' }));
    expect(offList.status).toBe(400);
    expect((offList.body.errors as { field: string }[]).map((error) => error.field)).toEqual([
      'gameTitle',
      'feePurpose',
    ]);
    const id = (await createTournament(server)) as number;
    const editNoName = await edit(id, { prizeSource: 'sponsor' });
    expect(editNoName.status).toBe(400);
    expect(editNoName.body.errors[0].field).toBe('prizeSponsorName');
    expect(await server.db.selectFrom('tournaments').select('tourn_id').execute()).toHaveLength(
      before.length + 1,
    );
  });

  it('opens a free tournament at once, and a paid one only when the rules are met', async () => {
    await setNumber(null);
    const free = await create(tournamentBody({ entryFee: 0 }));
    expect(free.body.registrationOpen).toBe(true);
    expect(await openedAudits(free.body.tournId)).toHaveLength(1);

    const paid = await create(tournamentBody({ tournPp: 5000 }));
    expect(paid.status).toBe(201);
    expect(paid.body.registrationOpen).toBe(false);
    const id = paid.body.tournId as number;
    expect((await details(id)).body).toMatchObject({
      registrationOpen: false,
      declaration: { registrationNumber: null },
    });
    const refusedBooking = await book(id);
    expect(refusedBooking.status).toBe(400);
    expect(refusedBooking.body.message).toBe('Registration has not opened yet');

    expect((await registration(id)).body).toEqual({
      tournId: id,
      open: false,
      openedAt: null,
      registrationNumber: null,
      problems: [
        'Set the e-sport registration number in Compliance settings',
        'Fund the prize pool: ₹0 of ₹5,000 is in escrow',
      ],
    });
    const bothMissing = await open(id);
    expect(bothMissing.status).toBe(409);
    expect(bothMissing.body).toEqual({
      message:
        'Registration cannot open yet: Set the e-sport registration number in Compliance ' +
        'settings. Fund the prize pool: ₹0 of ₹5,000 is in escrow.',
      problems: [
        'Set the e-sport registration number in Compliance settings',
        'Fund the prize pool: ₹0 of ₹5,000 is in escrow',
      ],
    });

    await setNumber('ESP-2026-0042');
    await fund(id, 3000);
    const unfunded = await open(id);
    expect(unfunded.status).toBe(409);
    expect(unfunded.body.problems).toEqual(['Fund the prize pool: ₹3,000 of ₹5,000 is in escrow']);
    expect(await openedAudits(id)).toHaveLength(0);

    await fund(id, 2000);
    const opened = await open(id);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      message: 'Registration is open: players can book once its window starts',
      tournament: { registrationOpen: true, registrationOpenedAt: expect.any(String) },
    });
    expect(await openedAudits(id)).toMatchObject([
      {
        actor_id: admin.id,
        summary: 'Opened registration of Monsoon Clash under e-sport registration ESP-2026-0042',
      },
    ]);
    expect((await details(id)).body).toMatchObject({
      registrationOpen: true,
      declaration: { registrationNumber: 'ESP-2026-0042' },
    });
    expect((await book(id)).status).toBe(200);

    // The number it opened under stays, whatever the settings say later.
    await setNumber('ESP-2027-0001');
    expect((await details(id)).body.declaration.registrationNumber).toBe('ESP-2026-0042');
    const again = await open(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Registration is open already');
  });

  it('opens a paid tournament at creation when the rules are met already', async () => {
    await setNumber('ESP-2026-0042');
    const res = await create(tournamentBody({ tournPp: 0 }));
    expect(res.body).toMatchObject({ registrationOpen: true });
  });

  it('keeps an opened pool within what is funded, and a free one turned paid within the rules', async () => {
    await setNumber('ESP-2026-0042');
    const id = await createTournament(server, {
      entry_fee_paise: 5000,
      tourn_pp_paise: 100_000,
      fundedPaise: 0,
    });
    await fund(id, 1000);
    const raised = await edit(id, { tournPp: 1500 });
    expect(raised.status).toBe(400);
    expect(raised.body.errors).toEqual([
      {
        field: 'tournPp',
        message:
          'The prize pool cannot be more than the ₹1,000 funded in escrow while registration is ' +
          'open: fund the pool first',
      },
    ]);
    expect((await details(id)).body.tournPp).toBe(1000);
    expect((await edit(id, { tournPp: 800 })).status).toBe(200);

    await setNumber(null);
    const freeId = await createTournament(server, { tourn_pp_paise: 0 });
    const turnedPaid = await edit(freeId, { entryFee: 20 });
    expect(turnedPaid.status).toBe(400);
    expect(turnedPaid.body.errors).toEqual([
      { field: 'entryFee', message: 'Set the e-sport registration number in Compliance settings' },
    ]);
  });

  it('is for organisers only, and only of an upcoming tournament', async () => {
    const closed = await createTournament(server, {
      registration_opened_at: null,
      status: 'completed',
    });
    expect((await open(closed, player)).status).toBe(403);
    const res = await open(closed);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Registration opens only for an upcoming tournament');
    expect((await open(999_999)).status).toBe(404);
  });
});
