import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { graphQLError, server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { ProductsPage } from './products-page';

const money = (rupees: string) => ({ __typename: 'Money', rupees });
const products = [
  {
    __typename: 'Product',
    id: '1',
    name: 'CCL Pro Jersey 2025',
    imageUrl: '/j.jpg',
    price: money('499.00'),
  },
  {
    __typename: 'Product',
    id: '2',
    name: 'Booyah Snapback Cap',
    imageUrl: null,
    price: money('349.50'),
  },
  {
    __typename: 'Product',
    id: '3',
    name: 'Squad Hoodie, Black',
    imageUrl: '/h.jpg',
    price: money('899.00'),
  },
];

const answerProducts = () =>
  server.use(graphql.query('Products', () => HttpResponse.json({ data: { products } })));

const renderShop = () => renderWithProviders(<ProductsPage />, { route: '/products' });

const cardNames = () =>
  screen.getAllByRole('listitem').map((card) => within(card).getByRole('heading').textContent);

describe('ProductsPage', () => {
  it('shows a loading text, then each product with its picture and price to 2 decimals', async () => {
    answerProducts();
    renderShop();

    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'CCL Pro Jersey 2025' })).toBeVisible();
    expect(cardNames()).toEqual([
      'CCL Pro Jersey 2025',
      'Booyah Snapback Cap',
      'Squad Hoodie, Black',
    ]);
    expect(screen.getByText('₹499.00')).toBeInTheDocument();
    expect(screen.getByText('₹349.50')).toBeInTheDocument();
    expect(screen.getByText('₹899.00')).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'CCL Pro Jersey 2025' });
    expect(picture).toHaveAttribute('src', '/j.jpg');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '400');
    expect(picture).toHaveAttribute('height', '400');
    expect(screen.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(3);
  });

  it('searches by name, ignoring case', async () => {
    answerProducts();
    renderShop();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'CCL Pro Jersey 2025' });

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'HOODIE');
    expect(cardNames()).toEqual(['Squad Hoodie, Black']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'ca');
    expect(cardNames()).toEqual(['Booyah Snapback Cap']);
  });

  it('says so when no product matches the search', async () => {
    answerProducts();
    renderShop();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'CCL Pro Jersey 2025' });

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'keyboard');
    expect(screen.getByText('No products found.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it("'Add to cart' only says the cart is coming soon", async () => {
    answerProducts();
    renderShop();
    const user = userEvent.setup();
    const [first] = await screen.findAllByRole('button', { name: 'Add to cart' });

    await user.click(first!);
    expect(await screen.findByText('The cart is coming soon. Stay tuned!')).toBeInTheDocument();
  });

  it("shows 'Error: {message}' when the products cannot be loaded", async () => {
    server.use(graphql.query('Products', () => graphQLError('The platform is unavailable')));
    renderShop();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: The platform is unavailable',
    );
  });
});
