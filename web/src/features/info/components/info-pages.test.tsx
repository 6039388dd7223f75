import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AboutPage } from './about-page';
import { ContactPage } from './contact-page';
import { HistoryPage } from './history-page';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { RefundPolicyPage } from './refund-policy-page';
import { TermsPage } from './terms-page';

describe('AboutPage', () => {
  it('describes the platform and links Play Now to /tournaments', () => {
    renderWithProviders(<AboutPage />, { route: '/about-us' });

    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    expect(
      screen.getByText(/esports tournament platform for mobile gamers in India/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Play Now' })).toHaveAttribute('href', '/tournaments');
  });
});

describe('ContactPage', () => {
  it('shows the location and phone number, and thanks the player on submit', async () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    const user = userEvent.setup();

    expect(screen.getByText('Hyderabad, India')).toBeVisible();
    expect(screen.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await user.type(screen.getByLabelText('Name'), 'Imran');
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.type(screen.getByLabelText('Message'), 'When does the next cup start?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('status')).toHaveTextContent('Thank you, Imran!');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('thanks without a name when none was typed (the form has no validation)', async () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you!');
  });
});

describe('policy pages', () => {
  it('Refund Policy: cancelled tournaments and verified issues, 14 days, no refund cases', () => {
    renderWithProviders(<RefundPolicyPage />, { route: '/refund-policy' });

    expect(screen.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
    const page = screen.getByRole('article');
    expect(page).toHaveTextContent(/platform cancels a tournament/);
    expect(page).toHaveTextContent(/technical issue on the platform/);
    expect(page).toHaveTextContent(/within 14 days of the incident/);
    expect(page).toHaveTextContent(/You miss a match/);
    expect(page).toHaveTextContent(/disqualified or your account is banned/);
    expect(page).toHaveTextContent(/removed from a tournament for breaking its rules/);
    expect(page).toHaveTextContent(/failed transactions .* duplicate transactions/);
    expect(page).toHaveTextContent(/screenshots of the payment or its transaction IDs/);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('Terms and Conditions: age 16, one account, fair play, final registrations', () => {
    renderWithProviders(<TermsPage />, { route: '/terms-and-conditions' });

    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    const page = screen.getByRole('article');
    expect(page).toHaveTextContent(/at least 16 years old/);
    expect(page).toHaveTextContent(/only one account/);
    expect(page).toHaveTextContent(/Cheaters are banned permanently/);
    expect(page).toHaveTextContent(/multiple accounts may be banned/);
    expect(page).toHaveTextContent(/Registrations are final/);
    expect(page).toHaveTextContent(/PC players are not allowed/);
  });

  it('Privacy Policy: what is collected and the minimum age', () => {
    renderWithProviders(<PrivacyPolicyPage />, { route: '/privacy-policy' });

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const page = screen.getByRole('article');
    expect(within(page).getByRole('heading', { name: 'What we collect' })).toBeVisible();
    expect(page).toHaveTextContent(/UPI ID/);
    expect(page).toHaveTextContent(/not intended for anyone under 16/);
  });
});

describe('HistoryPage', () => {
  it('says the match history will appear here and links to /tournaments', () => {
    renderWithProviders(<HistoryPage />, { route: '/history' });

    expect(screen.getByRole('heading', { level: 1, name: 'Match History' })).toBeVisible();
    expect(screen.getByText('Your match history will appear here.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse tournaments' })).toHaveAttribute(
      'href',
      '/tournaments',
    );
  });
});
