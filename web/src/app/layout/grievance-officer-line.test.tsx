import { screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render';
import { grievanceOfficerData } from '../../test/site-compliance-answers';

const footer = () => within(screen.getByRole('contentinfo'));

describe('the footer’s grievance officer', () => {
  it('names the officer with e-mail and phone and links to the complaint form', async () => {
    server.use(
      graphql.query('SiteGrievanceOfficer', () =>
        HttpResponse.json({
          data: grievanceOfficerData({
            name: 'Asha Rao',
            email: 'grievance@creatorscombat.in',
            phone: '+91 98765 43210',
          }),
        }),
      ),
    );
    renderApp('/login');

    expect(
      await footer().findByText(/^Grievance officer: Asha Rao · grievance@creatorscombat\.in/),
    ).toHaveTextContent(
      'Grievance officer: Asha Rao · grievance@creatorscombat.in · +91 98765 43210',
    );
    expect(footer().getByRole('link', { name: 'File a complaint' })).toHaveAttribute(
      'href',
      '/grievances/new',
    );
  });

  it('leaves the line out while no officer is set', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(footer().queryByText(/Grievance officer/)).toBeNull();
    expect(footer().queryByRole('link', { name: 'File a complaint' })).toBeNull();
  });
});
