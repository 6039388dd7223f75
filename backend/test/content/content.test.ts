import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../support/audit-reads';
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

  it('records each blog write: who, and the fields before and after', async () => {
    const created = await server.call('POST', '/api/admin/blogs', {
      token: admin.token,
      body: { title: 'Patch notes', keyword: 'update' },
    });
    const id = created.body.id;
    const edited = await server.call('PATCH', `/admin/blogs/${id}`, {
      token: admin.token,
      body: { title: 'Patch notes 2', keyword: 'update', quote: 'GG' },
    });
    expect(edited.status).toBe(200);
    const unchanged = await server.call('PATCH', `/api/admin/blogs/${id}`, {
      token: admin.token,
      body: { quote: 'GG' },
    });
    expect(unchanged.status).toBe(200);
    const deleted = await server.call('DELETE', `/api/admin/blogs/${id}`, { token: admin.token });
    expect(deleted.status).toBe(204);

    const records = await auditEntries(server, admin, { subjectType: 'blog', subjectId: id });
    expect(records.map((r) => [r.action, r.summary, r.before, r.after])).toEqual([
      [
        'BLOG_DELETED',
        'Deleted blog "Patch notes 2"',
        expect.objectContaining({ title: 'Patch notes 2', quote: 'GG', keyword: 'update' }),
        null,
      ],
      [
        'BLOG_UPDATED',
        'Edited blog "Patch notes 2": title, quote',
        { title: 'Patch notes', quote: '' },
        { title: 'Patch notes 2', quote: 'GG' },
      ],
      [
        'BLOG_CREATED',
        'Published blog "Patch notes"',
        null,
        {
          title: 'Patch notes',
          imageLink: '',
          author: null,
          subDescription: '',
          description: '',
          quote: '',
          keyword: 'update',
        },
      ],
    ]);
    expect(records.every((r) => r.actorId === admin.id && r.subjectType === 'blog')).toBe(true);
  });

  it('records each product write', async () => {
    const created = await server.call('POST', '/api/admin/products', {
      token: admin.token,
      body: { name: 'Scarf', price: 99 },
    });
    const id = created.body.id;
    await server.call('PATCH', `/api/admin/products/${id}`, {
      token: admin.token,
      body: { price: 79.5 },
    });
    await server.call('DELETE', `/admin/products/${id}`, { token: admin.token });
    const records = await auditEntries(server, admin, { subjectType: 'product', subjectId: id });
    expect(records.map((r) => [r.action, r.summary, r.before, r.after])).toEqual([
      [
        'PRODUCT_DELETED',
        'Deleted product "Scarf"',
        { name: 'Scarf', image: '', price: 79.5 },
        null,
      ],
      ['PRODUCT_UPDATED', 'Edited product "Scarf": price', { price: 99 }, { price: 79.5 }],
      [
        'PRODUCT_CREATED',
        'Published product "Scarf"',
        null,
        { name: 'Scarf', image: '', price: 99 },
      ],
    ]);
  });

  it('records nothing for a refused or failed content write', async () => {
    const before = await auditEntries(server, admin, { subjectType: 'blog' });
    expect(
      (await server.call('POST', '/api/admin/blogs', { token: player.token, body: { title: 'x' } }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('DELETE', '/api/admin/blogs/1999999999', { token: admin.token })).status,
    ).toBe(404);
    expect(
      (await server.call('POST', '/api/admin/blogs', { token: admin.token, body: { title: '' } }))
        .status,
    ).toBe(400);
    expect(await auditEntries(server, admin, { subjectType: 'blog' })).toEqual(before);
  });
});
