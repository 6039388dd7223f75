import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN, PLAYER_TOKEN } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { leaveEveryQueryUnanswered, answerOrganiserBalance } from '../../test/console-answers';

describe('the console guard', () => {
  it('sends a visitor to /login', async () => {
    const { router } = renderApp('/admin/money');
    await screen.findByRole('heading', { name: /welcome back/i });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a player to the home page and shows no Console entry', async () => {
    leaveEveryQueryUnanswered();
    const { router } = renderApp('/admin', { token: PLAYER_TOKEN });
    await screen.findAllByText('Creators Combat League');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('link', { name: 'Console' })).toBeNull();
  });

  it('opens the console for an organiser, with its sections and the Console entry', async () => {
    // The screen's own records are not what this test is about.
    leaveEveryQueryUnanswered();
    answerOrganiserBalance();
    const { router } = renderApp('/admin/audit', { token: ORGANISER_TOKEN });
    expect(await screen.findByRole('heading', { name: 'Audit' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/audit');
    const nav = screen.getByRole('navigation', { name: 'Console' });
    expect(nav).toHaveTextContent(/Today.*Tournaments.*Money.*Players.*Content.*Audit/);
    expect(screen.getAllByRole('link', { name: 'Console' }).length).toBeGreaterThan(0);
  });
});
