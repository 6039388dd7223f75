import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createAdmin, createUser } from '../support/fixtures';
import { auditRowsAbout } from '../support/audit-reads';
import { described, eventMark, eventsAfter, notificationsOf } from '../support/live-reads';
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
 * The grievance officer's console: the queue (soonest due first, overdue marked by the app's
 * clock), and acknowledge, reply, resolve and close, each by the case's state rules, audited,
 * live, told to the filer by bell and mail; the export of a span.
 */
let server: TestServer;
let admin: TestUser;
let player: TestUser;
const start = new Date('2026-06-01T04:30:00Z');
let now = start;
const ESCALATION =
  'If you are not satisfied, you may escalate to Online Gaming Authority: appeals@oga.example';

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  admin = await createAdmin(server);
  player = await createUser(server);
  await setGrievanceSettings(server, {
    grievance_ack_hours: 24,
    grievance_resolve_days: 15,
    escalation_name: 'Online Gaming Authority',
    escalation_contact: 'appeals@oga.example',
  });
});
afterAll(() => server.close());

const caseId = async (number: string) =>
  (
    await server.db
      .selectFrom('grievances')
      .select('id')
      .where('number', '=', number)
      .executeTakeFirstOrThrow()
  ).id;

const step = (id: number, name: string, body?: object, token = admin.token) =>
  server.call('POST', `/api/admin/grievances/${id}/${name}`, { token, ...(body ? { body } : {}) });

async function fileAsPlayer(email = 'filer@example.com') {
  now = start;
  const { number } = (await fileComplaint(server, complaint({ email }), { token: player.token }))
    .body;
  return { number: number as string, id: await caseId(number) };
}

describe('the officer’s steps', () => {
  it('acknowledges, replies and resolves, each audited, live, belled and mailed', async () => {
    const { number, id } = await fileAsPlayer();
    const mark = await eventMark(server);
    now = new Date(start.getTime() + 2 * HOUR_MS);

    const ack = await step(id, 'acknowledge');
    expect(ack.status).toBe(200);
    expect(ack.body).toMatchObject({ status: 'acknowledged', acknowledgedBy: admin.username });
    expect((await step(id, 'acknowledge')).body.message).toBe(
      'This complaint was already acknowledged',
    );

    const reply = await step(id, 'reply', { body: 'We are checking the prize payouts.' });
    expect(reply.status).toBe(200);
    expect(reply.body.replies).toEqual([
      expect.objectContaining({
        author: admin.username,
        body: 'We are checking the prize payouts.',
      }),
    ]);
    expect((await step(id, 'resolve', { resolution: '  ' })).body.errors).toEqual([
      { field: 'resolution', message: 'Write the resolution the filer will read' },
    ]);
    const resolved = await step(id, 'resolve', { resolution: 'The prize was paid on 2 June.' });
    expect(resolved.body).toMatchObject({
      status: 'resolved',
      resolvedLate: false,
      escalation: null,
    });

    for (const [name, body] of [
      ['reply', { body: 'One more thing' }],
      ['close', { resolution: 'Closing' }],
      ['acknowledge', undefined],
    ] as const) {
      const refused = await step(id, name, body);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This complaint is already closed');
    }

    const actions = (await auditRowsAbout(server, 'grievance', id)).map((row) => row.action);
    expect(actions).toEqual(['GRIEVANCE_ACKNOWLEDGED', 'GRIEVANCE_REPLIED', 'GRIEVANCE_RESOLVED']);
    const consoleEvents = described(await eventsAfter(server, mark)).filter(
      (event) => event.kind === 'console.changed',
    );
    expect(consoleEvents).toHaveLength(3);
    const bells = (await notificationsOf(server, player.id)).filter(
      (bell) => bell.kind === 'grievance_updated',
    );
    expect(bells.map((bell) => bell.message)).toEqual([
      `Your complaint ${number} was acknowledged: our grievance officer is looking into it.`,
      `Your complaint ${number} has a new reply.`,
      `Your complaint ${number} is resolved.`,
    ]);
    await server.app.live.mailsSent();
    expect(await server.lastMailTo('filer@example.com')).toContain('The prize was paid on 2 June.');

    const seen = await lookUp(server, number, 'filer@example.com');
    expect(seen.body).toMatchObject({
      status: 'resolved',
      resolution: 'The prize was paid on 2 June.',
      replies: [{ fromFiler: false, body: 'We are checking the prize payouts.' }],
    });
  });

  it('closes unresolved with a reason, and the filer is shown the escalation', async () => {
    const { number, id } = await fileAsPlayer('closer@example.com');
    const closed = await step(id, 'close', { resolution: 'We cannot verify the match.' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'closed_unresolved' });
    const seen = await lookUp(server, number, 'closer@example.com');
    expect(seen.body.escalation).toEqual({
      name: 'Online Gaming Authority',
      contact: 'appeals@oga.example',
      line: ESCALATION,
    });
    await server.app.live.mailsSent();
    expect(await server.lastMailTo('closer@example.com')).toContain(ESCALATION);
  });

  it('is for organisers only', async () => {
    const { id } = await fileAsPlayer();
    expect((await step(id, 'acknowledge', undefined, player.token)).status).toBe(403);
    expect((await server.call('GET', '/api/admin/grievances')).status).toBe(401);
    expect((await step(987654, 'acknowledge')).status).toBe(404);
  });
});

describe('due times', () => {
  it('marks a case overdue once a due time passes, and shows the escalation', async () => {
    const { number, id } = await fileAsPlayer('late@example.com');
    now = new Date(start.getTime() + 25 * HOUR_MS);
    const overdue = await server.call('GET', '/api/admin/grievances', {
      token: admin.token,
      query: { overdue: 'true' },
    });
    expect(overdue.body.grievances.map((g: { id: number }) => g.id)).toContain(id);
    const seen = await lookUp(server, number, 'late@example.com');
    expect(seen.body).toMatchObject({ overdue: true, acknowledgedLate: true });
    expect(seen.body.escalation.line).toBe(ESCALATION);

    await step(id, 'acknowledge');
    const after = await lookUp(server, number, 'late@example.com');
    // Acknowledged late, still within the 15 days to resolve: not overdue now, but it was late.
    expect(after.body).toMatchObject({ overdue: false, acknowledgedLate: true });

    now = new Date(start.getTime() + 16 * DAY_MS);
    expect((await lookUp(server, number, 'late@example.com')).body).toMatchObject({
      overdue: true,
      resolvedLate: true,
    });
  });

  it('lists the queue soonest due first, by status', async () => {
    now = start;
    const queue = await server.call('GET', '/api/admin/grievances', {
      token: admin.token,
      query: { status: 'open' },
    });
    expect(queue.status).toBe(200);
    const dues = queue.body.grievances.map((g: { acknowledgeBy: string }) => g.acknowledgeBy);
    expect(dues).toEqual([...dues].sort());
    expect(queue.body.grievances.every((g: { status: string }) => g.status === 'open')).toBe(true);
  });
});

describe('GET /admin/grievances.csv', () => {
  it('exports the span’s cases with due times and late flags, audited', async () => {
    now = new Date(start.getTime() + 16 * DAY_MS);
    const res = await server.call('GET', '/api/admin/grievances.csv', {
      token: admin.token,
      query: { from: '2026-06-01', to: '2026-06-01' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = res.text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('Number,Filed (IST),Category');
    expect(lines[0]).toContain('Acknowledged late');
    expect(lines.length).toBeGreaterThan(3);
    const audits = await server.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('action', '=', 'RECORDS_EXPORTED')
      .execute();
    expect(audits.map((a) => a.subject_id)).toContain('grievances:2026-06-01..2026-06-01');
  });
});
