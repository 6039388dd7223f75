import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { BAN_REASON_MAX_LENGTH } from '#common/validation';
import { ORGANISER_TOKEN, money } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render';
import { adminAnswer, userError } from '../../money/test/money-answers';
import { answerOrganiserBalance } from '../../test/console-answers';
import { adminUser, banRecord, entry, ledgerLine } from '../test/player-answers';
// Loaded up front: the route's lazy import then resolves at once, not inside a test's wait.
import './player-page';

function answerPlayer(...answers: unknown[]) {
  const asked: unknown[] = [];
  server.use(
    graphql.query('PlayerDetail', ({ variables }) => {
      asked.push(variables);
      return adminAnswer({ user: answers[Math.min(asked.length, answers.length) - 1] });
    }),
  );
  return asked;
}

function answerChange(name: 'BanUser' | 'UnbanUser', errors: unknown[] = []) {
  const sent: unknown[] = [];
  const field = name === 'BanUser' ? 'banUser' : 'unbanUser';
  server.use(
    graphql.mutation(name, ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({
        data: { [field]: { __typename: 'MessagePayload', errors, message: null } },
      });
    }),
  );
  return sent;
}

const openPlayer = (id = '5') => {
  answerOrganiserBalance();
  return renderApp(`/admin/players/${id}`, { token: ORGANISER_TOKEN });
};

describe('the player page', () => {
  it('shows the profile, entries with their match desk, the ledger with its balance, and bans', async () => {
    answerPlayer(
      adminUser('5', {
        bio: 'Rusher',
        banned: true,
        banReason: 'Teaming in ranked',
        bannedAt: '2026-11-22T09:00:00.000Z',
        balance: money(15_000),
        entries: [entry({ teamStatus: 'DISQUALIFIED' })],
        ledger: [
          ledgerLine('3', '21', 'ENTRY_FEE', 'DEBIT', 5_000, 15_000),
          ledgerLine('2', '20', 'DEPOSIT', 'CREDIT', 20_000, 20_000),
        ],
        bans: [banRecord('50', 'Teaming in ranked')],
      }),
    );
    openPlayer();

    expect(await screen.findByRole('heading', { level: 1, name: 'player5' })).toBeVisible();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('E-mailplayer5@gmail.com');
    expect(profile).toHaveTextContent('Mobile9000000005');
    expect(profile).toHaveTextContent('BioRusher');
    expect(profile).toHaveTextContent('Ban reasonTeaming in ranked');
    expect(screen.getAllByText('Banned').length).toBeGreaterThan(0);

    const entries = screen.getByRole('list', { name: 'Entries' });
    expect(within(entries).getByRole('link', { name: 'Bermuda Blitz Cup' })).toHaveAttribute(
      'href',
      '/admin/tournaments/7',
    );
    expect(entries).toHaveTextContent('Team Alpha · AlphaOne (leader)');
    expect(entries).toHaveTextContent('DISQUALIFIED');

    const ledger = screen.getByRole('region', { name: 'Ledger' });
    expect(within(ledger).getByText('Balance ₹150')).toBeVisible();
    expect(ledger).toHaveTextContent("The newest line's balance after is the wallet's balance.");
    const lines = within(ledger).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Entry Fee #21');
    expect(lines[0]).toHaveTextContent('-₹50');
    expect(lines[0]).toHaveTextContent('after: ₹150');
    expect(within(lines[0]!).getByRole('link')).toHaveAttribute('href', '/admin/money/21');
    expect(lines[1]).toHaveTextContent('+₹200');

    const bans = screen.getByRole('region', { name: 'Bans' });
    expect(bans).toHaveTextContent('Banned player5');
    expect(bans).toHaveTextContent('Banned player5 · reason: Teaming in ranked');
  });

  it("warns when the ledger's newest balance is not the wallet's", async () => {
    answerPlayer(
      adminUser('5', {
        balance: money(15_000),
        ledger: [ledgerLine('3', '21', 'DEPOSIT', 'CREDIT', 5_000, 10_000)],
      }),
    );
    openPlayer();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The newest line's balance after (₹100) is not the wallet's balance (₹150).",
    );
  });

  it('bans only with a reason, sends it on Confirm and shows the player banned', async () => {
    answerPlayer(
      adminUser('5'),
      adminUser('5', { banned: true, banReason: 'Cheating', bans: [banRecord('51', 'Cheating')] }),
    );
    const sent = answerChange('BanUser');
    const { user } = openPlayer();
    await user.click(await screen.findByRole('button', { name: 'Ban player' }));

    let dialog = screen.getByRole('dialog', { name: 'Ban player5' });
    expect(dialog).toHaveTextContent('player5 can no longer log in');
    const confirm = () => within(dialog).getByRole('button', { name: 'Ban player5' });
    const reason = () => within(dialog).getByLabelText('Reason (kept with the ban)');
    await user.click(confirm());
    expect(await within(dialog).findByText('Enter a reason')).toBeVisible();
    await user.click(reason());
    await user.paste('x'.repeat(BAN_REASON_MAX_LENGTH + 1));
    await user.click(confirm());
    expect(
      await within(dialog).findByText(`Reason cannot exceed ${BAN_REASON_MAX_LENGTH} characters`),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Ban player' }));
    dialog = screen.getByRole('dialog', { name: 'Ban player5' });
    await user.type(reason(), 'Cheating');
    await user.click(confirm());

    expect(await screen.findByText('player5 is banned')).toBeInTheDocument();
    expect(sent).toEqual([{ id: '5', reason: 'Cheating' }]);
    expect(await screen.findByRole('button', { name: 'Unban player' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Bans' })).toHaveTextContent(
      'Banned player5 · reason: Cheating',
    );
  });

  it('unbans with a reason too', async () => {
    answerPlayer(adminUser('5', { banned: true, banReason: 'Cheating' }), adminUser('5'));
    const sent = answerChange('UnbanUser');
    const { user } = openPlayer();
    await user.click(await screen.findByRole('button', { name: 'Unban player' }));
    const dialog = screen.getByRole('dialog', { name: 'Unban player5' });
    await user.click(within(dialog).getByRole('button', { name: 'Unban player5' }));
    expect(await within(dialog).findByText('Enter a reason')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason (kept in the audit)'), 'Appeal accepted');
    await user.click(within(dialog).getByRole('button', { name: 'Unban player5' }));
    await waitFor(() => expect(sent).toEqual([{ id: '5', reason: 'Appeal accepted' }]));
    expect(await screen.findByRole('button', { name: 'Ban player' })).toBeVisible();
  });

  it("shows the platform's refusal when the player was banned meanwhile", async () => {
    const asked = answerPlayer(adminUser('5'), adminUser('5', { banned: true }));
    answerChange('BanUser', [userError('player5 is already banned')]);
    const { user } = openPlayer();
    await user.click(await screen.findByRole('button', { name: 'Ban player' }));
    await user.type(screen.getByLabelText('Reason (kept with the ban)'), 'Cheating');
    await user.click(screen.getByRole('button', { name: 'Ban player5' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('player5 is already banned');
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('offers no ban for an organiser', async () => {
    answerPlayer(adminUser('1', { role: 'ADMIN', username: 'organiser1' }));
    openPlayer('1');
    expect(await screen.findByRole('heading', { level: 1, name: 'organiser1' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ban player' })).toBeNull();
  });
});
