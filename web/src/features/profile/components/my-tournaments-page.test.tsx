import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { MyTournamentsPage } from './my-tournaments-page';

const tournament = (id: string, name: string, status: string) => ({
  __typename: 'Tournament',
  id,
  kind: 'NORMAL',
  name,
  status,
  startsAt: '2026-11-21T14:30:00.000Z',
  bannerUrl: null,
});

describe('MyTournamentsPage', () => {
  it("lists the viewer's tournaments with their badge and searches", async () => {
    const searches: unknown[] = [];
    server.use(
      graphql.query('MyTournaments', ({ variables }) => {
        searches.push(variables.search);
        const all = [
          tournament('7', 'Bermuda Blitz Cup', 'LIVE'),
          tournament('8', 'Kalahari Clash Weekly', 'UPCOMING'),
        ];
        const found = variables.search
          ? all.filter((entry) => entry.name.toLowerCase().includes(variables.search.toLowerCase()))
          : all;
        return HttpResponse.json({
          data: { viewer: { __typename: 'Viewer', id: '42', tournaments: found } },
        });
      }),
    );
    const { user } = renderWithProviders(<MyTournamentsPage />, {
      route: '/my-tournaments',
      token: 'jwt-1',
    });
    const live = (await screen.findByRole('link', { name: 'Bermuda Blitz Cup' })).closest('li')!;
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bermuda Blitz Cup' })).toHaveAttribute(
      'href',
      '/tournaments-details/7',
    );
    const soon = screen.getByRole('link', { name: 'Kalahari Clash Weekly' }).closest('li')!;
    expect(within(soon).getByText('Live Soon')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search my tournaments' }), 'kala');
    await waitFor(() => expect(screen.queryByText('Bermuda Blitz Cup')).toBeNull());
    expect(searches).toContain('kala');
  });

  it('says when nothing matches', async () => {
    server.use(
      graphql.query('MyTournaments', () =>
        HttpResponse.json({
          data: { viewer: { __typename: 'Viewer', id: '42', tournaments: [] } },
        }),
      ),
    );
    renderWithProviders(<MyTournamentsPage />, { route: '/my-tournaments', token: 'jwt-1' });
    expect(await screen.findByText('No tournaments found.')).toBeInTheDocument();
  });
});
