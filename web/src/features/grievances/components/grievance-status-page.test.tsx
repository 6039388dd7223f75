import { screen } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { filerGrievance } from '../test/grievance-answers';
import { GrievanceStatusPage } from './grievance-status-page';

const renderPage = (route = '/grievances/status') =>
  renderWithProviders(<GrievanceStatusPage />, { route, path: '/grievances/status' });

describe('GrievanceStatusPage', () => {
  it('shows the case found by its number and contact: status, replies, overdue and escalation', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query('GrievanceStatus', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            grievance: filerGrievance({
              overdue: true,
              resolvedLate: true,
              escalation: {
                __typename: 'GrievanceEscalation',
                name: 'The e-sports authority',
                contact: 'appeals@example.org',
                line: 'If you are not satisfied, you may escalate to The e-sports authority: appeals@example.org',
              },
            }),
          },
        });
      }),
    );
    const { user } = renderPage('/grievances/status?number=GRV-2026-000123');
    expect(screen.getByRole('heading', { level: 1, name: 'Complaint status' })).toBeVisible();
    expect(screen.getByLabelText('Acknowledgement number')).toHaveValue('GRV-2026-000123');
    await user.type(screen.getByLabelText('E-mail or phone'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Check status' }));

    const found = await screen.findByRole('article', { name: 'GRV-2026-000123' });
    expect(found).toHaveTextContent('Acknowledged, being looked into');
    expect(found).toHaveTextContent('Overdue');
    expect(found).toHaveTextContent('We are checking the refund with the bank.');
    expect(found).toHaveTextContent(
      'If you are not satisfied, you may escalate to The e-sports authority: appeals@example.org',
    );
    expect(asked).toEqual([{ number: 'GRV-2026-000123', contact: 'asha@example.com' }]);
  });

  it('says plainly when no complaint has this number and contact', async () => {
    server.use(
      graphql.query('GrievanceStatus', () => HttpResponse.json({ data: { grievance: null } })),
    );
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Acknowledgement number'), 'grv-2026-000999');
    await user.type(screen.getByLabelText('E-mail or phone'), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Check status' }));

    expect(
      await screen.findByText('No complaint with this number and contact'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("lists a logged-in player's own complaints", async () => {
    server.use(
      graphql.query('MyGrievances', () =>
        HttpResponse.json({ data: { myGrievances: [filerGrievance()] } }),
      ),
    );
    renderWithProviders(<GrievanceStatusPage />, { route: '/grievances/status', token: 'jwt-1' });
    expect(await screen.findByRole('heading', { name: 'My complaints' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'GRV-2026-000123' })).toBeInTheDocument();
  });
});
