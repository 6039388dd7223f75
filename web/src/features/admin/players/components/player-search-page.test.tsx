import { screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render';
import { adminAnswer } from '../../money/test/money-answers';
import { answerOrganiserBalance } from '../../test/console-answers';
import { adminUser } from '../test/player-answers';
// Loaded up front: the route's lazy import then resolves at once, not inside a test's wait.
import './player-search-page';

function answerSearch(users: unknown[]) {
  const asked: Record<string, unknown>[] = [];
  server.use(
    graphql.query('PlayerSearch', ({ variables }) => {
      asked.push(variables);
      return adminAnswer({ users: variables.search ? users.slice(0, 1) : users });
    }),
  );
  return asked;
}

describe('the players screen', () => {
  it('lists the newest players, then those matching the search, as cards linking to each', async () => {
    const asked = answerSearch([
      adminUser('5', { banned: true }),
      adminUser('6', { role: 'ADMIN' }),
    ]);
    answerOrganiserBalance();
    const { user } = renderApp('/admin/players', { token: ORGANISER_TOKEN });

    const list = await screen.findByRole('list', { name: 'Players' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'player5' })).toHaveAttribute(
      'href',
      '/admin/players/5',
    );
    expect(cards[0]).toHaveTextContent('9000000005 · player5@gmail.com');
    expect(cards[0]).toHaveTextContent('Banned');
    expect(cards[1]).toHaveTextContent('Organiser');
    expect(asked[0]).toEqual({ search: null });

    await user.type(screen.getByRole('searchbox', { name: 'Search players' }), '98765');
    await waitFor(() => expect(asked.at(-1)).toEqual({ search: '98765' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('says when nobody matches', async () => {
    answerSearch([]);
    answerOrganiserBalance();
    const { user } = renderApp('/admin/players', { token: ORGANISER_TOKEN });
    await screen.findByText('No players yet.');
    await user.type(screen.getByRole('searchbox', { name: 'Search players' }), 'zed');
    expect(await screen.findByText('No player matches “zed”.')).toBeVisible();
  });
});
