import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';

const footer = () => within(screen.getByRole('contentinfo'));

describe('SiteFooter', () => {
  it('thanks the player for subscribing to the newsletter (nothing is sent)', async () => {
    const { user } = renderApp('/login');
    await user.type(footer().getByLabelText('Email address'), 'player@gmail.com');
    await user.click(footer().getByRole('button', { name: 'Subscribe' }));
    expect(footer().getByRole('status')).toHaveTextContent('Thank you for subscribing!');
  });

  it('has quick links and policy links', async () => {
    renderApp('/login');
    const quick = within(footer().getByRole('navigation', { name: 'Quick Links' }));
    expect(quick.getByRole('link', { name: 'Tournaments' })).toHaveAttribute(
      'href',
      '/tournaments',
    );
    expect(quick.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    const policies = within(footer().getByRole('navigation', { name: 'Policies' }));
    expect(policies.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/privacy-policy',
      '/refund-policy',
      '/terms-and-conditions',
    ]);
    await screen.findByRole('heading', { name: 'Welcome Back' });
  });

  it('gives the support phone and e-mail, and the social links', async () => {
    renderApp('/login');
    expect(footer().getByRole('link', { name: /\+91 98765 43210/ })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(footer().getByRole('link', { name: /support@creatorscombat\.in/ })).toHaveAttribute(
      'href',
      'mailto:support@creatorscombat.in',
    );
    expect(
      footer().getByRole('link', { name: 'YouTube (opens in a new tab)' }),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Welcome Back' });
  });
});
