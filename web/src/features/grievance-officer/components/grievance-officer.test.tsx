import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render';
import { grievanceOfficerData } from '../../../test/site-compliance-answers';

const footer = () => within(screen.getByRole('contentinfo'));

/** The operator's officer as the gateway answers it; counts the reads. */
function answerOfficer(officer: Record<string, unknown>) {
  const reads = { count: 0 };
  server.use(
    graphql.query('SiteGrievanceOfficer', () => {
      reads.count += 1;
      return HttpResponse.json({ data: grievanceOfficerData(officer) });
    }),
  );
  return reads;
}

const ASHA = { name: 'Asha Rao', email: 'grievance@creatorscombat.in', phone: '+91 98765 43210' };

describe('the grievance officer', () => {
  it.each([
    ['/about-us', 'About Us'],
    ['/contact', 'Contact Us'],
  ])(
    'is named in the footer and in a section of its own on %s, read once for both',
    async (path, title) => {
      const reads = answerOfficer(ASHA);
      renderApp(path);

      const section = await screen.findByRole('region', { name: 'Grievance officer' });
      const main = within(screen.getByRole('main'));
      expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(section).toHaveTextContent('Asha Rao');
      expect(within(section).getByRole('link', { name: ASHA.email })).toHaveAttribute(
        'href',
        'mailto:grievance@creatorscombat.in',
      );
      expect(within(section).getByRole('link', { name: ASHA.phone })).toHaveAttribute(
        'href',
        'tel:+919876543210',
      );
      expect(within(section).getByRole('link', { name: 'File a complaint' })).toHaveAttribute(
        'href',
        '/grievances/new',
      );
      expect(within(section).getByRole('link', { name: 'follow your complaint' })).toHaveAttribute(
        'href',
        '/grievances/status',
      );
      expect(footer().getByText(/^Grievance officer: Asha Rao/)).toHaveTextContent(
        'Grievance officer: Asha Rao · grievance@creatorscombat.in · +91 98765 43210',
      );
      expect(footer().getByRole('link', { name: 'File a complaint' })).toHaveAttribute(
        'href',
        '/grievances/new',
      );
      expect(reads.count).toBe(1);
    },
  );

  it('is left out of the footer and the page while none is set', async () => {
    const reads = answerOfficer({});
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    await waitFor(() => expect(reads.count).toBe(1));

    expect(screen.queryByRole('region', { name: 'Grievance officer' })).toBeNull();
    expect(footer().queryByText(/Grievance officer/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'File a complaint' })).toBeNull();
  });
});
