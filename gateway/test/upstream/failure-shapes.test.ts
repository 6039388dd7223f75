import { HttpResponse, http, delay } from 'msw';
import http_ from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '../../src/errors/error-model';
import { type TestGateway, startGateway } from '../support/gateway-server';
import { type MswUpstream, startMswUpstream } from '../support/msw-upstream';
import { BLOGS, BLOG_DATA, goodBlogs, testSigningKey } from './upstream-fixtures';

/**
 * Every failure shape of the upstream, served by msw on a real socket, as a client of the
 * gateway sees it through `{ blogs }`: one code of the fixed set, the upstream's sentence when
 * it had one fit for people, and never its markup, stack or SQL. After each, the gateway keeps
 * serving.
 */
const BLOGS_QUERY = '{ blogs { id title } }';
const blogs = (answer: Parameters<typeof http.get>[1]) => http.get('*/api/user/get-blogs', answer);
const encoder = new TextEncoder();

interface Shape {
  name: string;
  answer: Parameters<typeof http.get>[1];
  code: string;
  message: string;
}

const shapes: Shape[] = [
  {
    name: '400 with { message }',
    answer: () => HttpResponse.json({ message: 'Tournament id must be a number' }, { status: 400 }),
    code: 'BAD_USER_INPUT',
    message: 'Tournament id must be a number',
  },
  {
    name: '400 with { error } (teams/join style)',
    answer: () => HttpResponse.json({ error: 'Invalid team code' }, { status: 400 }),
    code: 'BAD_USER_INPUT',
    message: 'Invalid team code',
  },
  {
    name: '400 with { data: { message } }',
    answer: () => HttpResponse.json({ data: { message: 'Slot already booked' } }, { status: 400 }),
    code: 'BAD_USER_INPUT',
    message: 'Slot already booked',
  },
  {
    name: 'a bare JSON string',
    answer: () => HttpResponse.json('Team is full', { status: 400 }),
    code: 'BAD_USER_INPUT',
    message: 'Team is full',
  },
  {
    name: 'a plain-text body',
    answer: () => HttpResponse.text('Invalid OTP', { status: 400 }),
    code: 'BAD_USER_INPUT',
    message: 'Invalid OTP',
  },
  {
    name: 'an HTML 502 page',
    answer: () =>
      HttpResponse.html(
        '<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1>' +
          '<hr><center>nginx/1.25.3</center></body></html>',
        { status: 502 },
      ),
    code: 'UPSTREAM_UNAVAILABLE',
    message: GENERIC_MESSAGES.UPSTREAM_UNAVAILABLE,
  },
  {
    name: 'an empty 500 body',
    answer: () => new HttpResponse(null, { status: 500 }),
    code: 'UPSTREAM_ERROR',
    message: GENERIC_MESSAGES.UPSTREAM_ERROR,
  },
  {
    name: 'invalid JSON with 200',
    answer: () =>
      new HttpResponse('[{"id": 1, "title": "Cut', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    code: 'UPSTREAM_ERROR',
    message: GENERIC_MESSAGES.UPSTREAM_ERROR,
  },
  {
    name: 'a 208 whose body is not the list (the repeated-UTR answer)',
    answer: () => HttpResponse.json({ message: 'Already submitted.' }, { status: 208 }),
    code: 'UPSTREAM_ERROR',
    message: GENERIC_MESSAGES.UPSTREAM_ERROR,
  },
  {
    name: '401',
    answer: () => HttpResponse.json({ message: 'Please log in to continue.' }, { status: 401 }),
    code: 'UNAUTHENTICATED',
    message: 'Please log in to continue.',
  },
  {
    name: '403',
    answer: () =>
      HttpResponse.json({ message: 'You have not registered for the tournament' }, { status: 403 }),
    code: 'FORBIDDEN',
    message: 'You have not registered for the tournament',
  },
  {
    name: '404',
    answer: () => HttpResponse.json({ message: 'Blog not found' }, { status: 404 }),
    code: 'NOT_FOUND',
    message: 'Blog not found',
  },
  {
    name: '404 without a body',
    answer: () => new HttpResponse(null, { status: 404 }),
    code: 'NOT_FOUND',
    message: GENERIC_MESSAGES.NOT_FOUND,
  },
  {
    name: '409',
    answer: () =>
      HttpResponse.json({ message: 'Mobile number already registered' }, { status: 409 }),
    code: 'CONFLICT',
    message: 'Mobile number already registered',
  },
  {
    name: '429',
    answer: () =>
      HttpResponse.json(
        { message: 'Too many requests. Please try again later.' },
        { status: 429, headers: { 'retry-after': '60' } },
      ),
    code: 'UPSTREAM_UNAVAILABLE',
    message: 'Too many requests. Please try again later.',
  },
  {
    name: 'a delay beyond the timeout',
    answer: async () => {
      await delay(1500);
      return HttpResponse.json(BLOGS);
    },
    code: 'UPSTREAM_UNAVAILABLE',
    message: GENERIC_MESSAGES.UPSTREAM_UNAVAILABLE,
  },
  {
    name: 'a connection reset before any answer',
    answer: () => HttpResponse.error(),
    code: 'UPSTREAM_UNAVAILABLE',
    message: GENERIC_MESSAGES.UPSTREAM_UNAVAILABLE,
  },
  {
    name: 'a reset mid-body',
    answer: () =>
      new HttpResponse(
        new ReadableStream({
          start(controller) {
            controller.enqueue(encoder.encode('[{"id": 1, "title": "Season'));
          },
          async pull(controller) {
            // Late enough that the status line and the first chunk are on the wire.
            await delay(50);
            controller.error(new Error('upstream crashed'));
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    code: 'UPSTREAM_ERROR',
    message: GENERIC_MESSAGES.UPSTREAM_ERROR,
  },
  {
    name: 'a stack trace and SQL in a 500 body',
    answer: () =>
      HttpResponse.json(
        {
          message:
            'error: duplicate key value violates unique constraint "users_mobile_key" ' +
            'in INSERT INTO users (mobile) VALUES ($1)',
          stack:
            'error: duplicate key value\n    at Parser.parseErrorMessage ' +
            '(/app/node_modules/pg-protocol/dist/parser.js:283:98)',
          sql: 'SELECT * FROM users WHERE mobile = $1',
        },
        { status: 500 },
      ),
    code: 'UPSTREAM_ERROR',
    message: GENERIC_MESSAGES.UPSTREAM_ERROR,
  },
  {
    name: 'a 400 whose message is a stack frame or SQL',
    answer: () =>
      HttpResponse.json(
        { message: 'TypeError: Cannot read properties of undefined (reading tournId)' },
        { status: 400 },
      ),
    code: 'BAD_USER_INPUT',
    message: GENERIC_MESSAGES.BAD_USER_INPUT,
  },
  {
    name: 'a redirect',
    answer: () =>
      new HttpResponse(null, { status: 302, headers: { location: 'https://login.example.in/' } }),
    code: 'UPSTREAM_ERROR',
    message: GENERIC_MESSAGES.UPSTREAM_ERROR,
  },
  {
    name: 'a list of something else',
    answer: () => HttpResponse.json([{ unexpected: true }]),
    code: 'UPSTREAM_ERROR',
    message: GENERIC_MESSAGES.UPSTREAM_ERROR,
  },
];

/** Words that would show internals leaked into an answer. */
const LEAKS =
  /<|nginx|duplicate key|users_mobile_key|INSERT INTO|SELECT|node_modules|parser\.js|TypeError|crashed/i;

describe('upstream failure shapes through the gateway', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    upstream = await startMswUpstream(goodBlogs());
    gateway = await startGateway(upstream.url, { UPSTREAM_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });
  beforeEach(() => upstream.use(goodBlogs()));

  it.each(shapes)('$name → $code', async ({ answer, code, message }) => {
    upstream.use(blogs(answer));
    const failed = await gateway.graphql(BLOGS_QUERY);
    expect(failed.body.data).toBeNull();
    expect(failed.body.errors).toEqual([
      expect.objectContaining({ message, path: ['blogs'], extensions: { code } }),
    ]);
    expect(JSON.stringify(failed.body)).not.toMatch(LEAKS);

    // The gateway keeps serving: the next good answer goes through as data.
    upstream.use(goodBlogs());
    const next = await gateway.graphql(BLOGS_QUERY);
    expect(next.body).toEqual({ data: BLOG_DATA });
  });

  it('serves a 208 whose body is the list like any other 2xx answer', async () => {
    upstream.use(blogs(() => HttpResponse.json(BLOGS, { status: 208 })));
    const result = await gateway.graphql(BLOGS_QUERY);
    expect(result.body).toEqual({ data: BLOG_DATA });
  });

  it('answers partial data: a nullable field failing leaves the others', async () => {
    upstream.use(
      blogs(() => new HttpResponse(null, { status: 500 })),
      http.get('*/products.json', () =>
        HttpResponse.json([{ id: 1, name: 'Headset', image: '', price: 1499 }]),
      ),
    );
    const result = await gateway.graphql(
      '{ blog(id: "1") { id } products { name price { rupees } } }',
    );
    expect(result.body.data).toEqual({
      blog: null,
      products: [{ name: 'Headset', price: { rupees: '1499.00' } }],
    });
    expect(result.body.errors?.map((error) => error.extensions?.code)).toEqual(['UPSTREAM_ERROR']);
  });

  it('refuses a body over UPSTREAM_MAX_RESPONSE_BYTES, declared or streamed, and keeps serving', async () => {
    const small = await startGateway(upstream.url, {
      UPSTREAM_TIMEOUT_MS: '300',
      UPSTREAM_MAX_RESPONSE_BYTES: '1024',
    });
    try {
      const many = Array.from({ length: 40 }, (_, index) => ({ ...BLOGS[0], id: index + 1 }));
      upstream.use(blogs(() => HttpResponse.json(many)));
      const declared = await small.graphql(BLOGS_QUERY);
      expect(declared.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');

      upstream.use(
        blogs(
          () =>
            new HttpResponse(
              new ReadableStream({
                start(controller) {
                  controller.enqueue(encoder.encode('['));
                  for (const blog of many) {
                    controller.enqueue(encoder.encode(`${JSON.stringify(blog)},`));
                  }
                  controller.enqueue(encoder.encode('{}]'));
                  controller.close();
                },
              }),
              { headers: { 'content-type': 'application/json' } },
            ),
        ),
      );
      const streamed = await small.graphql(BLOGS_QUERY);
      expect(streamed.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');

      upstream.use(goodBlogs());
      expect((await small.graphql(BLOGS_QUERY)).body).toEqual({ data: BLOG_DATA });
    } finally {
      await small.close();
    }
  });

  it('answers UPSTREAM_UNAVAILABLE when the upstream port is closed, and keeps serving', async () => {
    const closedUrl = await new Promise<string>((resolve) => {
      const server = http_.createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(`http://127.0.0.1:${port}`));
      });
    });
    const orphan = await startGateway(closedUrl, { UPSTREAM_TIMEOUT_MS: '300' });
    try {
      const result = await orphan.graphql(BLOGS_QUERY);
      expect(result.body.errors).toEqual([
        expect.objectContaining({
          message: GENERIC_MESSAGES.UPSTREAM_UNAVAILABLE,
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        }),
      ]);
      expect(JSON.stringify(result.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
      expect((await orphan.graphql('{ __typename }')).body).toEqual({
        data: { __typename: 'Query' },
      });
    } finally {
      await orphan.close();
    }
  });
});

describe('mutation-shaped upstream failures through the gateway', () => {
  let upstream: MswUpstream;
  let gateway: TestGateway;
  let token: string;
  let signingKeyHandler: ReturnType<typeof http.get>;

  const DEPOSIT = `mutation {
    requestDeposit(input: { amount: "250", transactionId: "UTR123456", bankUsername: "Rohan" }) {
      errors { field code message }
      message
    }
  }`;
  const JOIN = `mutation {
    joinTeam(input: { tournamentId: "3", teamCode: "ABC123", playerInGameName: "Shadow" }) {
      errors { field code message }
    }
  }`;
  const addMoney = (answer: Parameters<typeof http.post>[1]) =>
    upstream.use(signingKeyHandler, http.post('*/wallet/add-money', answer));

  beforeAll(async () => {
    const signing = await testSigningKey();
    token = await signing.sign({ sub: '7', role: 'player' });
    signingKeyHandler = http.get('*/.well-known/jwks.json', () => HttpResponse.json(signing.jwks));
    upstream = await startMswUpstream(signingKeyHandler);
    // No timeout is tested here: the default keeps a loaded machine from failing a shape check.
    gateway = await startGateway(upstream.url);
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });

  it('answers the 208 of a repeated UTR as the payload error ALREADY_SUBMITTED', async () => {
    addMoney(() => HttpResponse.json({ message: 'Already submitted.' }, { status: 208 }));
    const result = await gateway.graphql(DEPOSIT, {}, { token });
    expect(result.body.data.requestDeposit.errors).toEqual([
      { field: 'transactionId', code: 'ALREADY_SUBMITTED', message: 'Already submitted.' },
    ]);
  });

  it('answers a 400 { message } as a payload error with the upstream sentence', async () => {
    addMoney(() =>
      HttpResponse.json({ message: 'Deposits are paused for maintenance' }, { status: 400 }),
    );
    const result = await gateway.graphql(DEPOSIT, {}, { token });
    expect(result.body.data.requestDeposit).toEqual({
      errors: [{ field: null, code: 'INVALID', message: 'Deposits are paused for maintenance' }],
      message: 'Deposits are paused for maintenance',
    });
  });

  it('answers the { error } of teams/join as a payload error', async () => {
    upstream.use(
      signingKeyHandler,
      http.post('*/teams/join', () =>
        HttpResponse.json({ error: 'Invalid team code' }, { status: 404 }),
      ),
    );
    const result = await gateway.graphql(JOIN, {}, { token });
    expect(result.body.data.joinTeam.errors).toEqual([
      { field: null, code: 'NOT_FOUND', message: 'Invalid team code' },
    ]);
  });

  it('throws a 500 with SQL as UPSTREAM_ERROR, with nothing of the body', async () => {
    addMoney(() =>
      HttpResponse.json(
        { message: 'insert into wallet_transactions failed: relation "ledger" does not exist' },
        { status: 500 },
      ),
    );
    const result = await gateway.graphql(DEPOSIT, {}, { token });
    expect(result.body.errors).toEqual([
      expect.objectContaining({
        message: GENERIC_MESSAGES.UPSTREAM_ERROR,
        extensions: { code: 'UPSTREAM_ERROR' },
      }),
    ]);
    expect(JSON.stringify(result.body)).not.toMatch(/insert|relation|ledger/i);
  });

  it('never retries the deposit POST, even on 503', async () => {
    addMoney(() => new HttpResponse('busy', { status: 503 }));
    upstream.requests.length = 0;
    const result = await gateway.graphql(DEPOSIT, {}, { token });
    expect(result.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(
      upstream.requests.filter((request) => request.path === '/wallet/add-money'),
    ).toHaveLength(1);
  });
});
