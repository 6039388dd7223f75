import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istDayOf } from '#common/ist-days';
import { type TestUser, createUser } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';

/**
 * A player's tax details (issue 24): the PAN, sealed at rest and shown masked, which they may
 * correct; the date of birth, given once, never in the future, 16 or older.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const putPan = (user: TestUser, body: unknown) =>
  server.call('PUT', '/api/v1/profile/pan', { token: user.token, body });
const getPan = (user: TestUser) => server.call('GET', '/api/v1/profile/pan', { token: user.token });
const putBirthday = (user: TestUser, dateOfBirth: string) =>
  server.call('PUT', '/api/v1/profile/date-of-birth', { token: user.token, body: { dateOfBirth } });
const me = (user: TestUser) => server.call('GET', '/api/v1/profile/me', { token: user.token });

const storedPan = (userId: number) =>
  server.db
    .selectFrom('player_tax_ids')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** The IST day `years` years before today (a 29 February birthday is not used here). */
function yearsAgo(years: number): string {
  const today = istDayOf(new Date());
  const day = `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
  return day.endsWith('-02-29') ? day.replace('-02-29', '-02-28') : day;
}

describe('the PAN (GET and PUT v1/profile/pan)', () => {
  it('keeps the PAN sealed, answers it masked and says on the profile that one is on file', async () => {
    const player = await createUser(server);
    expect((await getPan(player)).status).toBe(404);
    expect((await me(player)).body.hasPan).toBe(false);

    const saved = await putPan(player, { pan: ' abcpe1234f ', nameOnPan: 'Asha Rao' });
    expect(saved.status).toBe(200);
    expect(saved.body.pan).toMatchObject({ panMasked: 'XXXXXX234F', nameOnPan: 'Asha Rao' });

    const read = await getPan(player);
    expect(read.body).toEqual({
      panMasked: 'XXXXXX234F',
      nameOnPan: 'Asha Rao',
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify(read.body)).not.toContain('ABCPE1234F');
    const row = await storedPan(player.id);
    expect(row?.pan_last4).toBe('234F');
    expect(row?.pan_sealed).not.toContain('ABCPE1234F');
    expect(row?.pan_sealed).not.toContain(Buffer.from('ABCPE1234F').toString('base64url'));
    expect((await me(player)).body.hasPan).toBe(true);
  });

  it('lets the player correct it, keeping one row with when it changed', async () => {
    const player = await createUser(server);
    await putPan(player, { pan: 'ABCPE1234F', nameOnPan: 'Asha Rao' });
    const first = await storedPan(player.id);
    const corrected = await putPan(player, { pan: 'ABCPE9876K', nameOnPan: 'Asha R Rao' });
    expect(corrected.body.pan.panMasked).toBe('XXXXXX876K');
    const second = await storedPan(player.id);
    expect(second?.pan_sealed).not.toBe(first?.pan_sealed);
    expect(second?.name_on_pan).toBe('Asha R Rao');
    expect(second!.updated_at.getTime()).toBeGreaterThanOrEqual(first!.updated_at.getTime());
  });

  it.each([
    ['ABCPE1234', 'That is not a valid PAN (like ABCDE1234F)'],
    ['1BCPE1234F', 'That is not a valid PAN (like ABCDE1234F)'],
    ['', 'Enter your PAN'],
  ])('refuses %j with a clear message and stores nothing', async (pan, message) => {
    const player = await createUser(server);
    const response = await putPan(player, { pan, nameOnPan: 'Asha Rao' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ field: 'pan', message });
    expect(await storedPan(player.id)).toBeUndefined();
  });

  it('asks for the name on the PAN', async () => {
    const player = await createUser(server);
    const response = await putPan(player, { pan: 'ABCPE1234F', nameOnPan: '  ' });
    expect(response.body.errors).toContainEqual({
      field: 'nameOnPan',
      message: 'Enter your name as it is on your PAN',
    });
  });

  it('is for signed-in players only', async () => {
    const response = await server.call('GET', '/api/v1/profile/pan');
    expect(response.status).toBe(401);
  });
});

describe('the date of birth (PUT v1/profile/date-of-birth)', () => {
  it('is recorded once and shown on the own profile', async () => {
    const player = await createUser(server, { dateOfBirth: null });
    expect((await me(player)).body.dateOfBirth).toBeNull();
    const saved = await putBirthday(player, '2001-08-15');
    expect(saved.status).toBe(200);
    expect((await me(player)).body.dateOfBirth).toBe('2001-08-15');

    const again = await putBirthday(player, '2000-01-01');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'Your date of birth is already recorded; contact support to correct it',
    );
    expect((await me(player)).body.dateOfBirth).toBe('2001-08-15');
  });

  it.each([
    [
      'a future day',
      () => addDays(istDayOf(new Date()), 1),
      'Your date of birth cannot be in the future',
    ],
    [
      'an impossible day',
      () => '2001-02-30',
      'Enter your date of birth as a real date, like 2001-08-15',
    ],
    ['not a day', () => '15/08/2001', 'Enter your date of birth as a real date, like 2001-08-15'],
    [
      'a day making the player 15',
      () => addDays(yearsAgo(16), 1),
      'You must be 16 or older to play',
    ],
  ])('refuses %s and records nothing', async (_, day, message) => {
    const player = await createUser(server, { dateOfBirth: null });
    const response = await putBirthday(player, day());
    expect(response.status).toBe(400);
    expect(response.body.errors).toContainEqual({ field: 'dateOfBirth', message });
    expect((await me(player)).body.dateOfBirth).toBeNull();
  });

  it('takes a player who turns 16 today', async () => {
    const player = await createUser(server, { dateOfBirth: null });
    expect((await putBirthday(player, yearsAgo(16))).status).toBe(200);
  });
});
