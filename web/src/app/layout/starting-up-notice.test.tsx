import { screen } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { tournamentFixture } from '../../test/fixtures';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';

/** A page opened while the platform starts: a notice and the loader, then the data. */
describe('starting up', () => {
  it('says so and keeps loading while the gateway answers STARTING_UP, then shows the list', async () => {
    let asked = 0;
    server.use(
      graphql.query('TournamentList', () => {
        asked += 1;
        if (asked === 1) {
          return HttpResponse.json(
            {
              data: null,
              errors: [
                {
                  message: 'The platform is starting up. Please try again in a moment.',
                  extensions: { code: 'STARTING_UP' },
                },
              ],
            },
            { status: 503, headers: { 'retry-after': '2' } },
          );
        }
        return HttpResponse.json({
          data: { tournaments: [tournamentFixture({ id: '7', name: 'Bermuda Blitz Cup' })] },
        });
      }),
    );
    renderApp('/tournaments');
    const notice = await screen.findByText('Starting up… this page will load in a moment.');
    expect(notice).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Bermuda Blitz Cup', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toBe(2);
    expect(screen.queryByText(/Starting up/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Error/)).not.toBeInTheDocument();
  });
});
