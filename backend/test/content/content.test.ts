import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createAdmin, createUser } from '../support/fixtures';
import { type TestServer, startTestServer } from '../support/test-server';

describe('blogs and products', () => {
  let server: TestServer;
  let admin: TestUser;
  let player: TestUser;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdmin(server);
    player = await createUser(server);
  });
  afterAll(() => server.close());

  it('lets an organiser publish a blog that everyone then reads, with and without /api', async () => {
    const created = await server.call('POST', '/api/admin/blogs', {
      token: admin.token,
      body: { title: 'Season 3 is here', keyword: 'free fire,esports', quote: 'Play fair' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Season 3 is here',
      author: null,
      keyword: 'free fire,esports',
    });

    for (const path of ['/api/user/get-blogs', '/user/get-blogs']) {
      const list = await server.call('GET', path);
      expect(list.status).toBe(200);
      expect(list.body[0]).toMatchObject({
        id: created.body.id,
        title: 'Season 3 is here',
        quote: 'Play fair',
      });
      expect(new Date(list.body[0].createdDate).toISOString()).toBe(list.body[0].createdDate);
    }
  });

  it('serves products.json with prices in rupees', async () => {
    const created = await server.call('POST', '/api/admin/products', {
      token: admin.token,
      body: { name: 'Squad Jersey', image: '/img/jersey.png', price: 499.5 },
    });
    expect(created.status).toBe(201);
    const list = await server.call('GET', '/products.json');
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual({
      id: created.body.id,
      name: 'Squad Jersey',
      image: '/img/jersey.png',
      price: 499.5,
    });
  });

  it('edits and deletes, answering 404 for unknown ids', async () => {
    const created = await server.call('POST', '/api/admin/products', {
      token: admin.token,
      body: { name: 'Cap', price: 199 },
    });
    const edited = await server.call('PATCH', `/api/admin/products/${created.body.id}`, {
      token: admin.token,
      body: { price: 149 },
    });
    expect(edited.body).toMatchObject({ name: 'Cap', price: 149 });
    expect(
      (
        await server.call('DELETE', `/api/admin/products/${created.body.id}`, {
          token: admin.token,
        })
      ).status,
    ).toBe(204);
    const again = await server.call('DELETE', `/api/admin/products/${created.body.id}`, {
      token: admin.token,
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Product not found' });
  });

  it('refuses content writes from players and visitors, changing nothing', async () => {
    const before = await server.call('GET', '/api/user/get-blogs');
    const asPlayer = await server.call('POST', '/api/admin/blogs', {
      token: player.token,
      body: { title: 'x' },
    });
    expect(asPlayer.status).toBe(403);
    const asVisitor = await server.call('POST', '/admin/blogs', { body: { title: 'x' } });
    expect(asVisitor.status).toBe(401);
    expect((await server.call('GET', '/api/user/get-blogs')).body).toEqual(before.body);
  });

  it('rejects bad organiser input with a clear message', async () => {
    const noTitle = await server.call('POST', '/api/admin/blogs', { token: admin.token, body: {} });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.message).toBe('Title is required');
    const wrongType = await server.call('POST', '/api/admin/products', {
      token: admin.token,
      body: { name: 'Cap', price: '199' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('price must be a number');
    const badId = await server.call('PATCH', "/api/admin/products/1';drop table products;--", {
      token: admin.token,
      body: { price: 1 },
    });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('Invalid resource id');
  });
});
