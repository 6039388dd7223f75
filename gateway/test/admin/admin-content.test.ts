import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestUser, createAdmin } from '../../../backend/test/support/fixtures';
import { type TestStack, startStack } from '../support/gateway-server';
import { auditThroughGateway, changesOf } from './admin-helpers';

const BLOG_FIELDS = 'id title imageUrl author subDescription description quote keywords';
const PRODUCT_FIELDS = 'id name imageUrl price { paise rupees formatted }';

describe('organiser blogs and products through the gateway', () => {
  let stack: TestStack;
  let admin: TestUser;

  beforeAll(async () => {
    stack = await startStack();
    admin = await createAdmin(stack.backend);
  });
  afterAll(() => stack.close());

  const asAdmin = (query: string, variables: Record<string, unknown> = {}) =>
    stack.gateway.graphql(query, variables, { token: admin.token });

  it('publishes, changes and removes a blog', async () => {
    const created = await asAdmin(
      `mutation($input: BlogInput!) { createBlog(input: $input) { errors { field message } blog { ${BLOG_FIELDS} } } }`,
      {
        input: {
          title: 'Booyah tips',
          imageUrl: 'https://cdn.example/booyah.png',
          author: 'Kiran',
          subDescription: 'Win more',
          description: 'Land late, rotate early.',
          quote: 'Zone waits for no one',
          keyword: 'tips, zone ,rotation',
        },
      },
    );
    expect(created.body.errors).toBeUndefined();
    const blog = created.body.data.createBlog.blog;
    expect(blog).toEqual({
      id: expect.any(String),
      title: 'Booyah tips',
      imageUrl: 'https://cdn.example/booyah.png',
      author: 'Kiran',
      subDescription: 'Win more',
      description: 'Land late, rotate early.',
      quote: 'Zone waits for no one',
      keywords: ['tips', 'zone', 'rotation'],
    });

    const updated = await asAdmin(
      `mutation($id: ID!) { updateBlog(id: $id, input: { title: "Booyah tips, updated", author: null }) { errors { message } blog { title author quote } } }`,
      { id: blog.id },
    );
    expect(updated.body.data.updateBlog).toEqual({
      errors: [],
      blog: { title: 'Booyah tips, updated', author: null, quote: 'Zone waits for no one' },
    });

    const untitled = await asAdmin(
      `mutation { createBlog(input: { description: "No title" }) { errors { field code message } blog { id } } }`,
    );
    expect(untitled.body.data.createBlog).toEqual({
      errors: [{ field: 'title', code: 'INVALID', message: 'Title is required' }],
      blog: null,
    });

    const deleted = await asAdmin(
      `mutation($id: ID!) { deleteBlog(id: $id) { errors { message } message } }`,
      { id: blog.id },
    );
    expect(deleted.body.data.deleteBlog).toEqual({ errors: [], message: null });
    const gone = await stack.gateway.graphql(`query($id: ID!) { blog(id: $id) { id } }`, {
      id: blog.id,
    });
    expect(gone.body.data.blog).toBeNull();

    const twice = await asAdmin(
      `mutation($id: ID!) { deleteBlog(id: $id) { errors { code } message } }`,
      { id: blog.id },
    );
    expect(twice.body.data.deleteBlog.errors).toEqual([{ code: 'NOT_FOUND' }]);
  });

  it('lists, reprices and removes a product, prices exact', async () => {
    const created = await asAdmin(
      `mutation { createProduct(input: { name: "CCL Jersey", imageUrl: "https://cdn.example/j.png", price: "799.99" }) { errors { message } product { ${PRODUCT_FIELDS} } } }`,
    );
    const product = created.body.data.createProduct.product;
    expect(product).toEqual({
      id: expect.any(String),
      name: 'CCL Jersey',
      imageUrl: 'https://cdn.example/j.png',
      price: { paise: 79999, rupees: '799.99', formatted: '₹799.99' },
    });

    const repriced = await asAdmin(
      `mutation($id: ID!) { updateProduct(id: $id, input: { price: "1250" }) { errors { message } product { name price { rupees formatted } } } }`,
      { id: product.id },
    );
    expect(repriced.body.data.updateProduct).toEqual({
      errors: [],
      product: { name: 'CCL Jersey', price: { rupees: '1250.00', formatted: '₹1,250' } },
    });

    const inexact = await asAdmin(
      `mutation($id: ID!) { updateProduct(id: $id, input: { price: "12.345" }) { errors { field code message } product { id } } }`,
      { id: product.id },
    );
    expect(inexact.body.data.updateProduct).toEqual({
      errors: [
        {
          field: 'price',
          code: 'INVALID',
          message:
            'Price must be an amount in rupees with at most 2 decimals, e.g. "499" or "499.50"',
        },
      ],
      product: null,
    });

    const deleted = await asAdmin(
      `mutation($id: ID!) { deleteProduct(id: $id) { errors { message } message } }`,
      { id: product.id },
    );
    expect(deleted.body.data.deleteProduct).toEqual({ errors: [], message: null });
    const shop = await stack.gateway.graphql(`{ products { id } }`);
    expect(shop.body.data.products).not.toContainEqual({ id: product.id });
  });

  it('records each blog and product change: who, what, before and after', async () => {
    const blog = await asAdmin(
      `mutation { createBlog(input: { title: "Zone guide", author: "Kiran" }) { blog { id } } }`,
    );
    const blogId = blog.body.data.createBlog.blog.id;
    await asAdmin(
      `mutation($id: ID!) { updateBlog(id: $id, input: { title: "Zone guide, season 2" }) { errors { message } } }`,
      { id: blogId },
    );
    await asAdmin(`mutation($id: ID!) { deleteBlog(id: $id) { errors { message } } }`, {
      id: blogId,
    });
    const blogRecords = await auditThroughGateway(stack.gateway, admin, {
      subjectType: 'BLOG',
      subjectId: blogId,
    });
    expect(blogRecords.map((record) => record.action)).toEqual([
      'BLOG_DELETED',
      'BLOG_UPDATED',
      'BLOG_CREATED',
    ]);
    for (const record of blogRecords) {
      expect(record).toMatchObject({
        subjectType: 'BLOG',
        subjectId: blogId,
        actor: { id: String(admin.id), username: admin.username },
        summary: expect.stringContaining('Zone guide'),
      });
    }
    expect(changesOf(blogRecords[1]!)).toMatchObject({
      title: ['Zone guide', 'Zone guide, season 2'],
    });

    const product = await asAdmin(
      `mutation { createProduct(input: { name: "CCL Cap", price: "299" }) { product { id } } }`,
    );
    const productId = product.body.data.createProduct.product.id;
    await asAdmin(
      `mutation($id: ID!) { updateProduct(id: $id, input: { price: "349.50" }) { errors { message } } }`,
      { id: productId },
    );
    await asAdmin(`mutation($id: ID!) { deleteProduct(id: $id) { errors { message } } }`, {
      id: productId,
    });
    const productRecords = await auditThroughGateway(stack.gateway, admin, {
      subjectType: 'PRODUCT',
      subjectId: productId,
    });
    expect(productRecords.map((record) => record.action)).toEqual([
      'PRODUCT_DELETED',
      'PRODUCT_UPDATED',
      'PRODUCT_CREATED',
    ]);
    expect(productRecords[1]).toMatchObject({
      actor: { username: admin.username },
      summary: expect.stringContaining('CCL Cap'),
    });
    expect(changesOf(productRecords[1]!)).toMatchObject({ price: ['299', '349.5'] });
  });
});
