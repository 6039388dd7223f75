import { screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { blogFixture, specialFixture, tournamentFixture } from '../../../test/fixtures';
import { graphQLError, server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { HomePage } from './home-page';

const upcoming = [
  specialFixture({ id: '21', name: 'Creators Combat League Season Finals' }),
  tournamentFixture({ id: '8', name: 'Kalahari Clash Weekly' }),
  tournamentFixture({ id: '9', name: 'Nextera Night Showdown' }),
  tournamentFixture({ id: '10', name: 'Monsoon Mayhem Cup' }),
];
const live = [tournamentFixture({ id: '7', name: 'Bermuda Blitz Cup', status: 'LIVE' })];
const blogs = ['1', '2', '3', '4'].map((id) => blogFixture(id, `Blog number ${id}`));

function answer({ liveNow = live }: { liveNow?: unknown[] } = {}) {
  server.use(
    graphql.query('HomeTournaments', () =>
      HttpResponse.json({ data: { upcoming, live: liveNow } }),
    ),
    graphql.query('HomeBlogs', () => HttpResponse.json({ data: { blogs } })),
  );
}

const section = (name: string) => within(screen.getByRole('region', { name }));
/** The cards a carousel shows now (copies and cards out of view are hidden). */
const shownTitles = (carousel: string) =>
  within(screen.getByRole('region', { name: carousel }))
    .getAllByRole('group', { name: /^\d+ of \d+$/ })
    .map((slide) => within(slide).getByRole('heading').textContent);

describe('HomePage', () => {
  it('shows the banner with its call to action', async () => {
    answer();
    renderWithProviders(<HomePage />);

    expect(screen.getByText('Best Of 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Creators Combat League');
    expect(screen.getByText('Stay Tuned')).toBeInTheDocument();
    expect(screen.getByText(/Auction Tournaments/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bookings open now' })).toHaveAttribute(
      'href',
      '/tournaments',
    );
    await screen.findAllByText('Bermuda Blitz Cup');
  });

  it('shows loaders while the carousels load', async () => {
    answer();
    renderWithProviders(<HomePage />);
    expect(screen.getByText('Loading New Matches...')).toBeInTheDocument();
    expect(screen.getByText('Loading Agent News...')).toBeInTheDocument();
    await screen.findAllByText('Bermuda Blitz Cup');
  });

  it('shows upcoming matches in the gateway order, three at a time, one step per move', async () => {
    answer();
    const { user } = renderWithProviders(<HomePage />);
    await screen.findAllByText('Kalahari Clash Weekly');

    expect(shownTitles('New Matches')).toEqual([
      'Creators Combat League Season Finals',
      'Kalahari Clash Weekly',
      'Nextera Night Showdown',
    ]);
    await user.click(section('New Matches').getByRole('button', { name: 'Next' }));
    expect(shownTitles('New Matches')).toEqual([
      'Kalahari Clash Weekly',
      'Nextera Night Showdown',
      'Monsoon Mayhem Cup',
    ]);
  });

  it('links the cards to their details pages', async () => {
    answer();
    renderWithProviders(<HomePage />);
    await screen.findAllByText('Kalahari Clash Weekly');
    const links = section('New Matches')
      .getAllByRole('link', { name: /Squad Up/ })
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/special-tournaments-details/21',
      '/tournaments-details/8',
      '/tournaments-details/9',
    ]);
  });

  it('shows live matches', async () => {
    answer();
    renderWithProviders(<HomePage />);
    await screen.findAllByText('Bermuda Blitz Cup');
    expect(shownTitles('Live Matches')).toEqual(['Bermuda Blitz Cup']);
    expect(section('Live Matches').queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it("says 'No live tournaments available' when none is live", async () => {
    answer({ liveNow: [] });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('No live tournaments available')).toBeInTheDocument();
  });

  it('shows the first 3 blogs in Agent News, linking to /blogs/{id}', async () => {
    answer();
    renderWithProviders(<HomePage />);
    await section('Agent News').findByRole('heading', { name: 'Blog number 1' });

    const news = within(screen.getByRole('region', { name: 'Agent News' }));
    expect(news.getAllByRole('group', { name: /^\d+ of 3$/ })).toHaveLength(3);
    expect(news.queryByText('Blog number 4')).toBeNull();
    expect(news.getByRole('link', { name: /Read more.*Blog number 2/ })).toHaveAttribute(
      'href',
      '/blogs/2',
    );
  });

  it('has three external highlight videos', async () => {
    answer();
    renderWithProviders(<HomePage />);
    const videos = section('Highlights').getAllByRole('link');
    expect(videos).toHaveLength(3);
    videos.forEach((video) => {
      expect(video.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\//);
      expect(video).toHaveAttribute('target', '_blank');
      expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    });
    await screen.findAllByText('Bermuda Blitz Cup');
  });

  it("leads to /tournaments and /blogs with 'View More' and 'Join the Battle'", async () => {
    answer();
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('link', { name: 'View More tournaments' })).toHaveAttribute(
      'href',
      '/tournaments',
    );
    expect(screen.getByRole('link', { name: 'View More blogs' })).toHaveAttribute('href', '/blogs');
    expect(screen.getByRole('link', { name: 'Join the Battle' })).toHaveAttribute(
      'href',
      '/tournaments',
    );
    await screen.findAllByText('Bermuda Blitz Cup');
  });

  it("says 'Error loading the data' in each carousel whose data failed", async () => {
    server.use(
      graphql.query('HomeTournaments', () => graphQLError('The platform could not answer.')),
      graphql.query('HomeBlogs', () => HttpResponse.json({ data: { blogs } })),
    );
    renderWithProviders(<HomePage />);

    expect(await section('New Matches').findByText('Error loading the data')).toBeInTheDocument();
    expect(section('Live Matches').getByText('Error loading the data')).toBeInTheDocument();
    expect(
      await section('Agent News').findByRole('heading', { name: 'Blog number 1' }),
    ).toBeInTheDocument();
  });

  it("says 'Error loading the data' in Agent News when the blogs fail", async () => {
    server.use(
      graphql.query('HomeTournaments', () => HttpResponse.json({ data: { upcoming, live } })),
      graphql.query('HomeBlogs', () => graphQLError('No blogs')),
    );
    renderWithProviders(<HomePage />);
    expect(await section('Agent News').findByText('Error loading the data')).toBeInTheDocument();
  });
});
