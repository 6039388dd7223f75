import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { graphQLError, server } from '../../../test/msw-server';
import { BlogListPage } from './blog-list-page';

const blogs = [
  {
    __typename: 'Blog',
    id: '7',
    title: 'Season 2: Everything You Need to Know',
    imageUrl: '/a.jpg',
  },
  { __typename: 'Blog', id: '3', title: '5 Rotation Tips for Bermuda', imageUrl: null },
];

describe('BlogListPage', () => {
  beforeEach(() => {
    // Only the clock: the cards' date is always today's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15, 12));
  });
  afterEach(() => vi.useRealTimers());

  it('shows a loading text, then a card per blog linking to /blogs/{id} dated today', async () => {
    server.use(graphql.query('BlogList', () => HttpResponse.json({ data: { blogs } })));
    renderWithProviders(<BlogListPage />, { route: '/blogs' });

    expect(screen.getByText('Loading blogs...')).toBeInTheDocument();
    const first = await screen.findByRole('link', {
      name: /Season 2: Everything You Need to Know/,
    });
    expect(first).toHaveAttribute('href', '/blogs/7');
    expect(screen.getByRole('link', { name: /5 Rotation Tips for Bermuda/ })).toHaveAttribute(
      'href',
      '/blogs/3',
    );
    expect(within(first).getByText('March 15, 2026')).toBeInTheDocument();
    expect(screen.getAllByText('March 15, 2026')).toHaveLength(2);
    const image = first.querySelector('img');
    expect(image).toHaveAttribute('src', '/a.jpg');
    // The first card's picture is the page's largest paint: loaded at once, first.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(screen.queryByText('Loading blogs...')).not.toBeInTheDocument();
  });

  it('shows the error', async () => {
    server.use(graphql.query('BlogList', () => graphQLError('The platform is unavailable')));
    renderWithProviders(<BlogListPage />, { route: '/blogs' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: The platform is unavailable',
    );
  });

  it('says so when there are no blogs', async () => {
    server.use(graphql.query('BlogList', () => HttpResponse.json({ data: { blogs: [] } })));
    renderWithProviders(<BlogListPage />, { route: '/blogs' });

    expect(await screen.findByText('No blogs yet. Check back soon.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
