import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createAdmin } from '../../../backend/test/support/fixtures';
import { type TestStack, startStack } from '../support/gateway-server';

/** Blogs and products set up through the backend's organiser REST, read through GraphQL. */
describe('content: blogs and products', () => {
  let stack: TestStack;
  let admin: TestUser;
  const blogIds: Record<string, string> = {};

  const createBlog = async (body: Record<string, unknown>) => {
    const response = await stack.backend.call('POST', '/api/admin/blogs', {
      token: admin.token,
      body,
    });
    expect(response.status).toBe(201);
    return String(response.body.id);
  };
  const createProduct = async (body: Record<string, unknown>) => {
    const response = await stack.backend.call('POST', '/api/admin/products', {
      token: admin.token,
      body,
    });
    expect(response.status).toBe(201);
    return String(response.body.id);
  };

  beforeAll(async () => {
    stack = await startStack();
    admin = await createAdmin(stack.backend);
    blogIds.guide = await createBlog({
      title: 'Squad rotations that win',
      imageLink: 'https://cdn.example.in/rotations.png',
      author: 'Rohan',
      subDescription: 'Three rotations for Bermuda',
      description: '<p>Move early.</p>',
      quote: 'Zone first, fights later',
      keyword: 'esports, free fire,, tips ,',
    });
    blogIds.news = await createBlog({ title: 'Season 2 announced', author: '   ', keyword: '' });
    blogIds.latest = await createBlog({ title: 'Finals this weekend' });
    await createProduct({ name: 'Pro Gaming Headset', image: '/img/headset.png', price: 1499 });
    await createProduct({ name: 'Gaming Mouse Pad', price: 499.5 });
    await createProduct({ name: 'Team Jersey', image: '', price: 0 });
  });
  afterAll(() => stack.close());

  it('lists every blog in the upstream order, newest first', async () => {
    const result = await stack.gateway.graphql('{ blogs { id title } }');
    const upstream = await stack.backend.call('GET', '/api/user/get-blogs');
    expect(result.body.errors).toBeUndefined();
    const ids = result.body.data.blogs.map((blog: { id: string }) => blog.id);
    expect(ids).toEqual(upstream.body.map((blog: { id: number }) => String(blog.id)));
    expect(ids.slice(0, 3)).toEqual([blogIds.latest, blogIds.news, blogIds.guide]);
  });

  it('maps every blog field: image, date, keywords trimmed without empties, author', async () => {
    const result = await stack.gateway.graphql(
      `query ($id: ID!) {
        blog(id: $id) {
          id title imageUrl author createdAt subDescription description quote keywords
        }
      }`,
      { id: blogIds.guide },
    );
    expect(result.body.errors).toBeUndefined();
    const blog = result.body.data.blog;
    expect(blog).toMatchObject({
      id: blogIds.guide,
      title: 'Squad rotations that win',
      imageUrl: 'https://cdn.example.in/rotations.png',
      author: 'Rohan',
      subDescription: 'Three rotations for Bermuda',
      description: '<p>Move early.</p>',
      quote: 'Zone first, fights later',
      keywords: ['esports', 'free fire', 'tips'],
    });
    expect(blog.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(blog.createdAt) - Date.now())).toBeLessThan(10 * 60_000);
  });

  it('gives null for a blank author, a missing image and no keywords', async () => {
    const result = await stack.gateway.graphql(
      'query ($id: ID!) { blog(id: $id) { title author imageUrl keywords } }',
      { id: blogIds.news },
    );
    expect(result.body.data.blog).toEqual({
      title: 'Season 2 announced',
      author: null,
      imageUrl: null,
      keywords: [],
    });
  });

  it('answers null for a blog that does not exist', async () => {
    for (const id of ['999999', 'abc', '..']) {
      const result = await stack.gateway.graphql('query ($id: ID!) { blog(id: $id) { id } }', {
        id,
      });
      expect(result.body).toEqual({ data: { blog: null } });
    }
  });

  it('lists products with exact prices as Money', async () => {
    const result = await stack.gateway.graphql(
      '{ products { name imageUrl price { paise rupees formatted } } }',
    );
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data.products).toEqual([
      {
        name: 'Pro Gaming Headset',
        imageUrl: '/img/headset.png',
        price: { paise: 149_900, rupees: '1499.00', formatted: '₹1,499' },
      },
      {
        name: 'Gaming Mouse Pad',
        imageUrl: null,
        price: { paise: 49_950, rupees: '499.50', formatted: '₹499.50' },
      },
      { name: 'Team Jersey', imageUrl: null, price: { paise: 0, rupees: '0.00', formatted: '₹0' } },
    ]);
  });

  it('searches products by name, ignoring case; a blank search keeps them all', async () => {
    const names = async (search: string | null) => {
      const result = await stack.gateway.graphql(
        'query ($search: String) { products(search: $search) { name } }',
        { search },
      );
      return result.body.data.products.map((product: { name: string }) => product.name);
    };
    expect(await names('GAMING')).toEqual(['Pro Gaming Headset', 'Gaming Mouse Pad']);
    expect(await names('jersey')).toEqual(['Team Jersey']);
    expect(await names('  pad ')).toEqual(['Gaming Mouse Pad']);
    expect(await names('keyboard')).toEqual([]);
    expect(await names('   ')).toHaveLength(3);
    expect(await names(null)).toHaveLength(3);
  });
});
