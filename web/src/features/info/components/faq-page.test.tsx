import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FaqPage } from './faq-page';

const questions = () => screen.getAllByRole('button');

describe('FaqPage', () => {
  it('lists the 21 questions in the spec order, all closed', () => {
    renderWithProviders(<FaqPage />, { route: '/faqs' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    expect(questions()).toHaveLength(21);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(21);
    expect(screen.getAllByRole('heading', { level: 2 }).map((topic) => topic.textContent)).toEqual([
      'Your account',
      'Tournaments and fair play',
      'Wallet, payments and refunds',
      'Match problems',
      'Help and support',
    ]);
    expect(questions()[0]).toHaveTextContent('How do I sign up?');
    expect(questions()[1]).toHaveTextContent('I forgot my password');
    expect(questions()[8]).toHaveTextContent('Which games can I play?');
    expect(questions()[11]).toHaveTextContent('How do I add money to my wallet?');
    expect(questions()[14]).toHaveTextContent('How do I withdraw my winnings?');
    expect(questions()[20]).toHaveTextContent('Where can I find more help?');
    for (const question of questions()) {
      expect(question).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens and closes an answer, keyboard included', async () => {
    renderWithProviders(<FaqPage />, { route: '/faqs' });
    const user = userEvent.setup();
    const games = screen.getByRole('button', { name: /Which games can I play\?/ });

    await user.click(games);
    expect(games).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: /Which games can I play\?/ });
    expect(answer).toHaveAttribute('id', games.getAttribute('aria-controls'));
    expect(answer).toHaveTextContent('BGMI, Free Fire MAX, Call of Duty Mobile and Valorant');

    await user.click(games);
    expect(games).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    const withdraw = screen.getByRole('button', { name: /How do I withdraw my winnings\?/ });
    withdraw.focus();
    await user.keyboard('{Enter}');
    const withdrawAnswer = screen.getByRole('region', { name: /withdraw my winnings/ });
    expect(withdrawAnswer).toHaveTextContent('24-48 hours');
    expect(within(withdrawAnswer).getByRole('link', { name: 'Withdraw money' })).toHaveAttribute(
      'href',
      '/withdraw',
    );
  });

  it('answers from the spec: funds, lobby failures and support times', async () => {
    renderWithProviders(<FaqPage />, { route: '/faqs' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: /add money to my wallet/ }));
    await user.click(screen.getByRole('button', { name: /lobby or room does not work/ }));
    await user.click(screen.getByRole('button', { name: /How do I contact support\?/ }));

    expect(screen.getByRole('region', { name: /add money/ })).toHaveTextContent(
      /UPI, a card or a wallet app.*screenshot.*wait for verification/,
    );
    expect(screen.getByRole('region', { name: /lobby or room/ })).toHaveTextContent(
      'within 1 hour',
    );
    expect(screen.getByRole('region', { name: /contact support/ })).toHaveTextContent(
      'We reply within 24-48 hours on business days.',
    );
    expect(
      within(screen.getByRole('region', { name: /contact support/ })).getByRole('link', {
        name: 'Contact us',
      }),
    ).toHaveAttribute('href', '/contact');
  });
});
