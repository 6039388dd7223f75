import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render';
import { answerOrganiserBalance } from '../../test/console-answers';
import { contentLists, contentPayload, product } from '../test/content-answers';
// Loaded up front: the route's lazy import then resolves at once, not inside a test's wait.
import './product-form-page';

function answerSave(name: 'CreateProduct' | 'UpdateProduct') {
  const sent: Record<string, unknown>[] = [];
  const field = name === 'CreateProduct' ? 'createProduct' : 'updateProduct';
  server.use(
    graphql.mutation(name, ({ variables }) => {
      sent.push(variables);
      return contentPayload(field, 'ProductPayload', { product: product('9', 'Cap', 19_900) });
    }),
    graphql.query('ContentLists', () => contentLists([], [])),
  );
  return sent;
}

const openForm = (route: string) => {
  answerOrganiserBalance();
  return renderApp(route, { token: ORGANISER_TOKEN });
};

describe('the product form', () => {
  it('checks name and price before sending', async () => {
    const sent = answerSave('CreateProduct');
    const { user } = openForm('/admin/content/products/new');
    const list = await screen.findByRole('button', { name: 'List product' });
    await user.click(list);
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Price is required')).toBeVisible();

    await user.type(screen.getByLabelText('Price (₹)'), '-1');
    await user.click(list);
    expect(await screen.findByText('Price cannot be negative')).toBeVisible();
    await user.clear(screen.getByLabelText('Price (₹)'));
    await user.type(screen.getByLabelText('Price (₹)'), '9.999');
    await user.click(list);
    expect(await screen.findByText('Price can have at most 2 decimal places')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('lists a product with its price in rupees and goes back to the products', async () => {
    const sent = answerSave('CreateProduct');
    const { user, router } = openForm('/admin/content/products/new');
    await user.type(await screen.findByLabelText('Name'), 'Cap');
    await user.type(screen.getByLabelText('Price (₹)'), '199.5');
    await user.click(screen.getByRole('button', { name: 'List product' }));

    expect(await screen.findByText('Product listed')).toBeInTheDocument();
    expect(sent).toEqual([{ input: { name: 'Cap', imageUrl: '', price: '199.5' } }]);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=products'));
    // The list's answer has come: the test does not end with its request in flight.
    expect(await screen.findByText('No products yet.')).toBeInTheDocument();
  });

  it('edits a product found in the list', async () => {
    server.use(
      graphql.query('AdminProducts', () =>
        HttpResponse.json({ data: { products: [product('3', 'Team jersey', 49_900)] } }),
      ),
    );
    const sent = answerSave('UpdateProduct');
    // The list the form goes back to still holds the product.
    server.use(
      graphql.query('ContentLists', () => contentLists([], [product('3', 'Team jersey', 45_000)])),
    );
    const { user } = openForm('/admin/content/products/3');
    const price = await screen.findByLabelText('Price (₹)');
    expect(price).toHaveValue(499);
    expect(screen.getByLabelText('Name')).toHaveValue('Team jersey');
    await user.clear(price);
    await user.type(price, '450');
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    await waitFor(() =>
      expect(sent).toEqual([
        {
          id: '3',
          input: { name: 'Team jersey', imageUrl: '/assets/products/3.jpg', price: '450' },
        },
      ]),
    );
    // Back on the list, answered: the test does not end with the list's request in flight.
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(list).toHaveTextContent('₹450');
  });
});
