import { screen, within } from '@testing-library/react';
import { graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN, PLAYER_TOKEN } from '../../test/fixtures';
import { consoleCountAnswer } from '../../test/console-count-answers';
import { liveSocket } from '../../test/live-socket';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { answerOrganiserBalance } from '../../features/admin/test/console-answers';

const header = () => within(screen.getByRole('banner'));

/** The header's Console entry carries the organiser's waiting work, kept current by pushes. */
describe('the Console entry’s count', () => {
  it('says how much work waits, in its name, and follows each push without a reload', async () => {
    answerOrganiserBalance();
    server.use(graphql.query('ConsoleCount', () => consoleCountAnswer(3)));
    renderApp('/login', { token: ORGANISER_TOKEN });

    // Wide header and phone menu: the same name, the count a reader hears with the word.
    const entries = await header().findAllByRole('link', { name: 'Console, 3 waiting' });
    expect(entries).toHaveLength(2);
    entries.forEach((entry) => expect(entry).toHaveAttribute('href', '/admin'));
    expect(entries[0]).toHaveTextContent('Console 3');

    const subscription = await liveSocket.subscribed('ConsoleCountChanged');
    expect(subscription.authorization).toBe(`Bearer ${ORGANISER_TOKEN}`);
    liveSocket.push('ConsoleCountChanged', {
      consoleChanged: {
        __typename: 'ConsoleChange',
        counts: { __typename: 'ConsoleCounts', total: 4 },
      },
    });
    expect(await header().findAllByRole('link', { name: 'Console, 4 waiting' })).toHaveLength(2);

    liveSocket.push('ConsoleCountChanged', {
      consoleChanged: {
        __typename: 'ConsoleChange',
        counts: { __typename: 'ConsoleCounts', total: 0 },
      },
    });
    const quiet = await header().findAllByRole('link', { name: 'Console' });
    expect(quiet[0]).toHaveTextContent(/^Console$/);
  });

  it('asks nothing and listens to nothing for a player', async () => {
    const asked: unknown[] = [];
    answerOrganiserBalance();
    server.use(
      graphql.query('ConsoleCount', () => {
        asked.push(true);
        return consoleCountAnswer(1);
      }),
    );
    renderApp('/login', { token: PLAYER_TOKEN });
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(header().queryByRole('link', { name: /Console/ })).toBeNull();
    expect(liveSocket.subscriptions('ConsoleCountChanged')).toEqual([]);
    expect(asked).toEqual([]);
  });
});
