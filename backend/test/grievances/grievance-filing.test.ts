import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createTournament, createUser } from '../support/fixtures';
import { described, eventMark, eventsAfter } from '../support/live-reads';
import { type TestServer, startTestServer } from '../support/test-server';
import {
  DAY_MS,
  HOUR_MS,
  complaint,
  fileComplaint,
  lookUp,
  setGrievanceSettings,
} from './grievance-helpers';

/**
 * Anyone files a complaint, logged in or not, and is answered at once with an acknowledgement
 * number and the times the operator promises; the filer then follows it by number and contact.
 */
let server: TestServer;
let player: TestUser;
const now = new Date('2026-05-04T06:30:00Z');

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  player = await createUser(server);
  await setGrievanceSettings(server, {
    grievance_officer_name: 'Asha Rao',
    grievance_officer_email: 'grievance@ccl.example',
    grievance_officer_phone: '+91 90000 00000',
    grievance_ack_hours: 48,
    grievance_resolve_days: 10,
  });
});
afterAll(() => server.close());

describe('POST /v1/grievances', () => {
  it('registers an anonymous complaint with its number, due times and officer, and mails it', async () => {
    const mark = await eventMark(server);
    const res = await fileComplaint(server);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      number: expect.stringMatching(/^GRV-2026-\d{6}$/),
      status: 'open',
      filedAt: now.toISOString(),
      acknowledgeBy: new Date(now.getTime() + 48 * HOUR_MS).toISOString(),
      resolveBy: new Date(now.getTime() + 10 * DAY_MS).toISOString(),
      officer: { name: 'Asha Rao', email: 'grievance@ccl.example', phone: '+91 90000 00000' },
    });
    const row = await server.db
      .selectFrom('grievances')
      .selectAll()
      .where('number', '=', res.body.number)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: null, status: 'open', filer_name: 'Ravi Kumar' });
    expect(row.number).toBe(`GRV-2026-${String(row.id).padStart(6, '0')}`);
    expect(described(await eventsAfter(server, mark))).toEqual([
      { kind: 'console.changed', tournamentId: null, userId: null, subjectId: 'grievance' },
    ]);

    await server.app.live.mailsSent();
    const mail = await server.lastMailTo('ravi.kumar@example.com');
    expect(mail).toContain(`Your acknowledgement number is ${res.body.number}`);
    expect(mail).toContain('acknowledge it by 2026-05-06 12:00 IST');
    expect(mail).toContain('Our grievance officer is Asha Rao');
  });

  it('gives every complaint its own number', async () => {
    const numbers = await Promise.all(
      [1, 2, 3].map(async () => (await fileComplaint(server)).body.number as string),
    );
    expect(new Set(numbers).size).toBe(3);
  });

  it('files from the account when a token is sent, about a tournament', async () => {
    const tournament = await createTournament(server);
    const res = await fileComplaint(
      server,
      complaint({ category: 'conduct', tournamentId: tournament, email: undefined }),
      { token: player.token },
    );
    expect(res.status).toBe(201);
    const mine = await server.call('GET', '/api/v1/grievances/mine', { token: player.token });
    expect(mine.status).toBe(200);
    expect(mine.body.grievances).toHaveLength(1);
    expect(mine.body.grievances[0]).toMatchObject({
      number: res.body.number,
      category: 'conduct',
      status: 'open',
      overdue: false,
      tournamentId: tournament,
      replies: [],
      escalation: null,
    });
  });

  it('refuses a complaint without an e-mail or phone, and stores nothing', async () => {
    const before = await server.db
      .selectFrom('grievances')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await fileComplaint(server, complaint({ email: '', phone: undefined }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Give an e-mail or phone number so we can answer you');
    expect(res.body.errors).toContainEqual({
      field: 'email',
      message: 'Give an e-mail or phone number so we can answer you',
    });
    const after = await server.db
      .selectFrom('grievances')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('says which fields break their rules', async () => {
    const res = await fileComplaint(
      server,
      complaint({ category: 'bribe', subject: '', description: 'short', email: 'not-mail' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'category', message: 'Choose what the complaint is about' },
      { field: 'subject', message: 'Write a short subject' },
      { field: 'description', message: 'Describe what happened in at least 10 characters' },
      { field: 'email', message: 'Enter a valid e-mail address' },
    ]);
  });

  it('refuses an unknown tournament', async () => {
    const res = await fileComplaint(server, complaint({ tournamentId: 987654 }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'tournamentId', message: 'No tournament has this id' },
    ]);
  });

  it('takes 5 anonymous complaints an hour from one address', async () => {
    const clientIp = '198.18.200.7';
    for (let i = 0; i < 5; i += 1) {
      expect((await fileComplaint(server, complaint(), { clientIp })).status).toBe(201);
    }
    const refused = await fileComplaint(server, complaint(), { clientIp });
    expect(refused.status).toBe(429);
    expect((await fileComplaint(server, complaint(), { clientIp: '198.18.200.8' })).status).toBe(
      201,
    );
  });
});

describe('GET /v1/grievances/{number}', () => {
  it('shows the case to whoever knows its number and contact, by e-mail or phone', async () => {
    const { number } = (await fileComplaint(server)).body;
    for (const contact of ['Ravi.Kumar@example.com', '9876543210', '+919876543210']) {
      const res = await lookUp(server, number, contact);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        number,
        status: 'open',
        statusLabel: 'Received, waiting for acknowledgement',
        subject: 'Prize not received',
        overdue: false,
        replies: [],
        escalation: null,
        officer: { name: 'Asha Rao' },
      });
    }
  });

  it('answers a plain 404 for a wrong contact or number', async () => {
    const { number } = (await fileComplaint(server)).body;
    for (const [n, contact] of [
      [number, 'someone.else@example.com'],
      ['GRV-2026-999999', 'ravi.kumar@example.com'],
    ]) {
      const res = await lookUp(server, n, contact);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('No complaint with this number and contact');
    }
  });

  it('stops an address after 20 misses', async () => {
    const { number } = (await fileComplaint(server)).body;
    const clientIp = '198.18.201.9';
    for (let i = 0; i < 20; i += 1) {
      expect((await lookUp(server, number, `guess${i}@example.com`, clientIp)).status).toBe(404);
    }
    expect((await lookUp(server, number, 'ravi.kumar@example.com', clientIp)).status).toBe(429);
    expect((await lookUp(server, number, 'ravi.kumar@example.com')).status).toBe(200);
  });

  it('refuses a malformed number', async () => {
    const res = await lookUp(server, 'GRV-12', 'ravi.kumar@example.com');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Enter the number as it was given, like GRV-2026-000123');
  });
});

describe('GET /v1/grievances/mine', () => {
  it('needs a login', async () => {
    expect((await server.call('GET', '/api/v1/grievances/mine')).status).toBe(401);
  });
});
