import { screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render';
import { adminAnswer } from '../../money/test/money-answers';
import { answerOrganiserBalance } from '../../test/console-answers';
import { auditEntry } from '../test/audit-answers';
// Loaded up front: the route's lazy import then resolves at once, not inside a test's wait.
import './audit-page';

type Variables = { filter?: Record<string, unknown> | null; before?: string | null };

/** The first page (ids 30, 29), then, before 29, the last one (id 28). */
function answerAudit() {
  const asked: Variables[] = [];
  server.use(
    graphql.query('AuditLog', ({ variables }) => {
      asked.push(variables as Variables);
      const older = variables.before === '29';
      return adminAnswer({
        audit: {
          __typename: 'AuditPage',
          entries: older
            ? [auditEntry('28', { summary: 'Banned player5', action: 'PLAYER_BANNED' })]
            : [
                auditEntry('30', {
                  summary: 'Rejected deposit #12 of ₹100 for player5',
                  action: 'DEPOSIT_REJECTED',
                  reason: 'No payment with this UTR',
                  tournamentId: null,
                  lines: ['Status: PENDING → REJECTED'],
                }),
                auditEntry('29', {
                  summary: 'Published the room of Bermuda Blitz Cup',
                  action: 'ROOM_PUBLISHED',
                  subjectType: 'TOURNAMENT',
                  subjectId: '7',
                  tournamentId: '7',
                  tournamentName: 'Bermuda Blitz Cup',
                  playerId: null,
                  playerName: null,
                  lines: [
                    'Room ID: 1234 → 5678',
                    'Room password: ab → cd',
                    'Room released at: — → 2026-11-24T13:00:00.000Z',
                    'Match: 2',
                  ],
                }),
              ],
          nextCursor: older ? null : '29',
        },
      });
    }),
  );
  return asked;
}

const openAudit = (route = '/admin/audit') => {
  answerOrganiserBalance();
  return renderApp(route, { token: ORGANISER_TOKEN });
};

describe('the audit screen', () => {
  it('reads each record as a sentence with names, who, when and what changed in words', async () => {
    const asked = answerAudit();
    openAudit();
    const record = (await screen.findByText(/^Rejected deposit #12 of ₹100 for player5/)).closest(
      'li',
    )!;
    expect(record).toHaveTextContent('Deposit rejected');
    expect(record).toHaveTextContent('organiser1');
    expect(
      within(record).getByText(
        'Rejected deposit #12 of ₹100 for player5 · reason: No payment with this UTR',
      ),
    ).toBeVisible();
    expect(record).toHaveTextContent('Status: PENDING → REJECTED');
    expect(within(record).getByRole('link', { name: 'Transaction #12' })).toHaveAttribute(
      'href',
      '/admin/money/12',
    );
    expect(within(record).getByRole('link', { name: 'player5' })).toHaveAttribute(
      'href',
      '/admin/players/5',
    );
    const room = screen.getByText('Published the room of Bermuda Blitz Cup').closest('li')!;
    expect(
      within(room)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Bermuda Blitz Cup']);
    expect(asked[0]).toEqual({ filter: null, before: null });
  });

  it('folds a record of many changes behind a summary (native details: keyboard and readers)', async () => {
    answerAudit();
    const { user } = openAudit();
    const room = (await screen.findByText('Published the room of Bermuda Blitz Cup')).closest(
      'li',
    )!;
    const fold = within(room).getByText('Show all 4 changes');
    expect(within(room).getByText('Room ID: 1234 → 5678')).not.toBeVisible();
    await user.click(fold);
    expect(within(room).getByText('Room ID: 1234 → 5678')).toBeVisible();
    expect(fold.closest('details')).toHaveAttribute('open');
    // A record of few changes shows them at once.
    const deposit = screen.getByText(/^Rejected deposit #12/).closest('li')!;
    expect(within(deposit).queryByText(/Show all/)).toBeNull();
  });

  it('sends each filter chosen, names once typing pauses', async () => {
    const asked = answerAudit();
    const { user, router } = openAudit();
    await screen.findByText(/^Rejected deposit #12/);

    await user.selectOptions(screen.getByLabelText('Action'), 'Deposit rejected');
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ filter: { action: 'DEPOSIT_REJECTED' }, before: null }),
    );
    await user.selectOptions(screen.getByLabelText('About'), 'Transaction');
    await user.type(screen.getByLabelText('Player name'), 'player5');
    await user.type(screen.getByLabelText('Tournament name'), 'Bermuda ');
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        filter: {
          action: 'DEPOSIT_REJECTED',
          subjectType: 'TRANSACTION',
          playerName: 'player5',
          tournamentName: 'Bermuda',
        },
        before: null,
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get('playerName')).toBe('player5');
  });

  it('starts from the filters in the address', async () => {
    const asked = answerAudit();
    openAudit('/admin/audit?playerName=asha&playerId=5&action=PLAYER_BANNED&subjectType=nonsense');
    await screen.findByText(/^Rejected deposit #12/);
    expect(asked[0]).toEqual({
      filter: { action: 'PLAYER_BANNED', playerId: '5', playerName: 'asha' },
      before: null,
    });
    expect(screen.getByLabelText('Player name')).toHaveValue('asha');
  });

  it('pages to older records with the cursor, keeping the newer ones', async () => {
    const asked = answerAudit();
    const { user } = openAudit();
    await screen.findByText(/^Rejected deposit #12/);

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Banned player5')).toBeVisible();
    expect(asked.at(-1)).toEqual({ filter: null, before: '29' });
    expect(screen.getByText(/^Rejected deposit #12/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();
  });
});
