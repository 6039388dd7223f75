import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createAdmin } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';

/** Malformed, oversized and hostile requests get a clear 4xx and change nothing. */
describe('hostile and malformed input', () => {
  let server: TestServer;
  let admin: TestUser;
  const blogCount = async () => (await server.call('GET', '/api/user/get-blogs')).body.length;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
  });
  afterAll(() => server.close());

  const post = (rawBody: string, contentType = 'application/json') =>
    server.call('POST', '/api/admin/blogs', {
      token: admin.token,
      rawBody,
      headers: { 'content-type': contentType },
    });

  it('answers malformed JSON with 400 and no parser internals', async () => {
    const res = await post('{"title": "unterminated');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON body' });
    expect(await blogCount()).toBe(0);
  });

  it('refuses a JSON body that is not an object', async () => {
    for (const raw of ['[]', 'null', '"title"', '42']) {
      const res = await post(raw);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Request body must be a JSON object');
    }
    expect(await blogCount()).toBe(0);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await post(JSON.stringify({ title: 'x', description: 'a'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body is too large' });
    expect(await blogCount()).toBe(0);
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await post('title=x', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'Unsupported content type' });
  });

  it('drops __proto__ keys instead of polluting objects', async () => {
    const res = await post('{"title":"Safe","__proto__":{"isAdmin":true},"constructor":{"x":1}}');
    expect(res.body).toMatchObject({ title: 'Safe' });
    expect(res.status).toBe(201);
    expect(res.body.title).toBe('Safe');
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('stores SQL metacharacters as plain text', async () => {
    const title = "Robert'); DROP TABLE blogs;--";
    const res = await server.call('POST', '/api/admin/blogs', {
      token: admin.token,
      body: { title },
    });
    expect(res.status).toBe(201);
    const list = await server.call('GET', '/api/user/get-blogs');
    expect(list.body.map((blog: { title: string }) => blog.title)).toContain(title);
  });

  it('answers unknown paths with a JSON 404 in both path forms', async () => {
    for (const path of ['/api/no/such/thing', '/no/such/thing']) {
      const res = await server.call('GET', path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Not found' });
    }
  });

  it('treats a malformed bearer header as not logged in', async () => {
    for (const authorization of [
      'Bearer',
      'Basic abc',
      'Bearer not.a.jwt',
      `Bearer ${'a'.repeat(5000)}`,
    ]) {
      const res = await server.call('POST', '/api/admin/blogs', {
        headers: { authorization },
        body: { title: 'x' },
      });
      expect(res.status).toBe(401);
      expect(typeof res.body.message).toBe('string');
    }
  });
});
