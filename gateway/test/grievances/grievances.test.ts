import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminPathsOf, adminTestTokens } from '../admin/admin-upstream-fixtures';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import {
  ESCALATION,
  UPSTREAM_ADMIN_GRIEVANCE,
  UPSTREAM_FILED,
  UPSTREAM_GRIEVANCE,
} from './grievance-fixtures';

/**
 * Grievance redressal through the gateway over the REST contract served by msw: a visitor files
 * and follows a complaint, a player files from the account and lists theirs, an organiser works
 * the queue; enums in capitals, the backend's refusals on the payload's fields, and players and
 * visitors refused the console before any upstream call.
 */

const FILE = `mutation($input: FileGrievanceInput!) {
  fileGrievance(input: $input) {
    errors { field code message } message
    grievance { number status acknowledgeBy resolveBy officer { name email } }
  }
}`;
const STATUS = `query($number: String!, $contact: String!) {
  grievance(number: $number, contact: $contact) {
    number category status overdue tournamentId resolution
    replies { fromFiler body at } escalation { line }
  }
}`;
const QUEUE = `query($status: GrievanceStatus, $overdue: Boolean) {
  admin { grievances(status: $status, overdue: $overdue) { id number status overdue filerName } }
}`;
const ACKNOWLEDGE = `mutation($id: ID!) {
  acknowledgeGrievance(id: $id) { errors { field code message } grievance { id status } }
}`;
const RESOLVE = `mutation($id: ID!, $resolution: String!) {
  resolveGrievance(id: $id, resolution: $resolution) { errors { field code message } grievance { status } }
}`;

const COMPLAINT = {
  category: 'PAYMENT',
  subject: 'Prize not received',
  description: 'I finished first and the prize never reached my wallet.',
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.com',
};

describe('grievances through the gateway', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let tokens: Awaited<ReturnType<typeof adminTestTokens>>;

  beforeAll(async () => {
    tokens = await adminTestTokens();
    upstream = await startMswUpstream(tokens.jwks);
    gateway = await startGateway(upstream.url);
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });
  beforeEach(() => {
    upstream.requests.length = 0;
  });

  it('files a visitor’s complaint without a token, the category in lower case', async () => {
    let sent: { body: unknown; authorization: string | null } | undefined;
    upstream.use(
      tokens.jwks,
      http.post('*/api/v1/grievances', async ({ request }) => {
        sent = { body: await request.json(), authorization: request.headers.get('authorization') };
        return HttpResponse.json(UPSTREAM_FILED, { status: 201 });
      }),
    );
    const result = await gateway.graphql(FILE, { input: { ...COMPLAINT, phone: '' } });
    expect(result.body.errors).toBeUndefined();
    expect(sent).toEqual({
      body: {
        category: 'payment',
        subject: COMPLAINT.subject,
        description: COMPLAINT.description,
        name: 'Ravi Kumar',
        email: 'ravi.kumar@example.com',
      },
      authorization: null,
    });
    expect(result.body.data.fileGrievance).toEqual({
      errors: [],
      message: 'Your complaint is registered. Your acknowledgement number is GRV-2026-000043.',
      grievance: {
        number: 'GRV-2026-000043',
        status: 'OPEN',
        acknowledgeBy: '2026-05-05T06:30:00.000Z',
        resolveBy: '2026-05-19T06:30:00.000Z',
        officer: { name: 'Asha Rao', email: 'grievance@ccl.example' },
      },
    });
  });

  it('files a player’s complaint with their token, and refuses one without a contact before any call', async () => {
    let authorization: string | null = null;
    upstream.use(
      tokens.jwks,
      http.post('*/api/v1/grievances', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(UPSTREAM_FILED, { status: 201 });
      }),
    );
    await gateway.graphql(FILE, { input: COMPLAINT }, { token: tokens.player });
    expect(authorization).toBe(`Bearer ${tokens.player}`);

    upstream.requests.length = 0;
    const refused = await gateway.graphql(FILE, { input: { ...COMPLAINT, email: '  ' } });
    expect(refused.body.data.fileGrievance.errors).toEqual([
      {
        field: 'email',
        code: 'INVALID',
        message: 'Give an e-mail or phone number so we can answer you',
      },
    ]);
    expect(upstream.requests.filter((r) => r.path.includes('grievances'))).toEqual([]);
  });

  it('says the backend’s refusal on its own field', async () => {
    upstream.use(
      tokens.jwks,
      http.post('*/api/v1/grievances', () =>
        HttpResponse.json(
          {
            message: 'No tournament has this id',
            errors: [{ field: 'tournamentId', message: 'No tournament has this id' }],
          },
          { status: 400 },
        ),
      ),
    );
    const result = await gateway.graphql(FILE, { input: { ...COMPLAINT, tournamentId: '999' } });
    expect(result.body.data.fileGrievance.errors).toEqual([
      { field: 'tournamentId', code: 'INVALID', message: 'No tournament has this id' },
    ]);
  });

  it('shows a case by number and contact, and null for a wrong pair', async () => {
    let contact: string | null = null;
    upstream.use(
      tokens.jwks,
      http.get('*/api/v1/grievances/GRV-2026-000042', ({ request }) => {
        contact = new URL(request.url).searchParams.get('contact');
        return contact === 'ravi.kumar@example.com'
          ? HttpResponse.json(UPSTREAM_GRIEVANCE)
          : HttpResponse.json(
              { message: 'No complaint with this number and contact' },
              { status: 404 },
            );
      }),
    );
    const found = await gateway.graphql(STATUS, {
      number: 'GRV-2026-000042',
      contact: 'ravi.kumar@example.com',
    });
    expect(found.body.errors).toBeUndefined();
    expect(found.body.data.grievance).toEqual({
      number: 'GRV-2026-000042',
      category: 'PAYMENT',
      status: 'CLOSED_UNRESOLVED',
      overdue: false,
      tournamentId: '41',
      resolution: 'We cannot verify the match.',
      replies: [{ fromFiler: false, body: 'We are checking.', at: '2026-05-04T08:00:00.000Z' }],
      escalation: { line: ESCALATION.line },
    });
    const missing = await gateway.graphql(STATUS, {
      number: 'GRV-2026-000042',
      contact: 'someone@example.com',
    });
    expect(missing.body.errors).toBeUndefined();
    expect(missing.body.data.grievance).toBeNull();
  });

  it('lists a player’s complaints, and asks a visitor to log in', async () => {
    upstream.use(
      tokens.jwks,
      http.get('*/api/v1/grievances/mine', () =>
        HttpResponse.json({ grievances: [UPSTREAM_GRIEVANCE] }),
      ),
    );
    const MINE = '{ myGrievances { number status } }';
    const mine = await gateway.graphql(MINE, {}, { token: tokens.player });
    expect(mine.body.data.myGrievances).toEqual([
      { number: 'GRV-2026-000042', status: 'CLOSED_UNRESOLVED' },
    ]);
    const visitor = await gateway.graphql(MINE, {});
    expect(visitor.body.errors?.map((error) => error.extensions?.code)).toEqual([
      'UNAUTHENTICATED',
    ]);
  });

  it('gives an organiser the queue by status and overdue, and acknowledges', async () => {
    let asked: URLSearchParams | undefined;
    upstream.use(
      tokens.jwks,
      http.get('*/api/admin/grievances', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json({ grievances: [UPSTREAM_ADMIN_GRIEVANCE] });
      }),
      http.post('*/api/admin/grievances/42/acknowledge', () =>
        HttpResponse.json({ ...UPSTREAM_ADMIN_GRIEVANCE, status: 'acknowledged' }),
      ),
    );
    const queue = await gateway.graphql(
      QUEUE,
      { status: 'OPEN', overdue: true },
      { token: tokens.admin },
    );
    expect(asked?.get('status')).toBe('open');
    expect(asked?.get('overdue')).toBe('true');
    expect(queue.body.data.admin.grievances).toEqual([
      {
        id: '42',
        number: 'GRV-2026-000042',
        status: 'OPEN',
        overdue: true,
        filerName: 'Ravi Kumar',
      },
    ]);
    const ack = await gateway.graphql(ACKNOWLEDGE, { id: '42' }, { token: tokens.admin });
    expect(ack.body.data.acknowledgeGrievance).toEqual({
      errors: [],
      grievance: { id: '42', status: 'ACKNOWLEDGED' },
    });
  });

  it('puts a state refusal in the payload as CONFLICT', async () => {
    upstream.use(
      tokens.jwks,
      http.post('*/api/admin/grievances/42/resolve', () =>
        HttpResponse.json({ message: 'This complaint is already closed' }, { status: 409 }),
      ),
    );
    const result = await gateway.graphql(
      RESOLVE,
      { id: '42', resolution: 'Paid' },
      { token: tokens.admin },
    );
    expect(result.body.data.resolveGrievance).toEqual({
      errors: [{ field: null, code: 'CONFLICT', message: 'This complaint is already closed' }],
      grievance: null,
    });
  });

  it('refuses the console to a player and a visitor before any upstream call', async () => {
    const asPlayer = await gateway.graphql(QUEUE, {}, { token: tokens.player });
    expect(asPlayer.body.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    const ack = await gateway.graphql(ACKNOWLEDGE, { id: '42' }, { token: tokens.player });
    expect(ack.body.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    const visitor = await gateway.graphql(RESOLVE, { id: '42', resolution: 'Paid' });
    expect(visitor.body.errors?.map((error) => error.extensions?.code)).toEqual([
      'UNAUTHENTICATED',
    ]);
    const csv = await fetch(
      `${gateway.url}/api/admin/grievances.csv?from=2026-05-01&to=2026-05-31`,
      {
        headers: { authorization: `Bearer ${tokens.player}` },
      },
    );
    expect(csv.status).toBe(403);
    expect(adminPathsOf(upstream.requests)).toEqual([]);
  });

  it('streams the CSV to an organiser', async () => {
    upstream.use(
      tokens.jwks,
      http.get(
        '*/api/admin/grievances.csv',
        () =>
          new HttpResponse('\uFEFFNumber\r\nGRV-2026-000042\r\n', {
            headers: { 'content-type': 'text/csv; charset=utf-8' },
          }),
      ),
    );
    const csv = await fetch(
      `${gateway.url}/api/admin/grievances.csv?from=2026-05-01&to=2026-05-31`,
      {
        headers: { authorization: `Bearer ${tokens.admin}` },
      },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain(
      'ccl-grievances-2026-05-01-to-2026-05-31.csv',
    );
    expect(await csv.text()).toContain('GRV-2026-000042');
  });
});
