import { screen } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN, PLAYER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render';
import { adminAnswer } from '../../money/test/money-answers';
import { answerOrganiserBalance } from '../../test/console-answers';

describe('the console guard', () => {
  it('sends a visitor to /login', async () => {
    const { router } = renderApp('/admin/money');
    await screen.findByRole('heading', { name: /welcome back/i });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a player to the home page and shows no Console entry', async () => {
    // The home page's reads, empty: what the page shows is not what this test is about.
    answerOrganiserBalance();
    server.use(
      graphql.query('HomeTournaments', () =>
        HttpResponse.json({ data: { upcoming: [], live: [] } }),
      ),
      graphql.query('HomeBlogs', () => HttpResponse.json({ data: { blogs: [] } })),
    );
    const { router } = renderApp('/admin', { token: PLAYER_TOKEN });
    await screen.findAllByText('Creators Combat League');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('link', { name: 'Console' })).toBeNull();
    // The home page's answers have come: no request of this test outlives it.
    expect(await screen.findByText('No news yet')).toBeInTheDocument();
    expect(await screen.findByText('No live tournaments available')).toBeInTheDocument();
  });

  it('opens the console for an organiser, with its sections and the Console entry', async () => {
    // The screen's own records, none: they are not what this test is about.
    answerOrganiserBalance();
    server.use(
      graphql.query('AuditLog', () =>
        adminAnswer({ audit: { __typename: 'AuditPage', entries: [], nextCursor: null } }),
      ),
    );
    const { router } = renderApp('/admin/audit', { token: ORGANISER_TOKEN });
    expect(await screen.findByRole('heading', { name: 'Audit' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/audit');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(nav).toHaveTextContent(/Today.*Tournaments.*Money.*Players.*Content.*Grievances.*Audit/);
    expect(screen.getAllByRole('link', { name: 'Console' }).length).toBeGreaterThan(0);
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
  });
});
