import { screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { acknowledgedGrievance, adminGrievance } from '../test/admin-grievance-answers';
import { AdminGrievancePage } from './admin-grievance-page';
import { AdminGrievancesPage } from './admin-grievances-page';

const caseHandler = (grievance: unknown) =>
  graphql.query('AdminGrievance', () =>
    HttpResponse.json({ data: { admin: { __typename: 'AdminQuery', grievance } } }),
  );

describe('AdminGrievancePage', () => {
  it('acknowledges an open case and shows it acknowledged, with no Acknowledge button left', async () => {
    const acknowledged: unknown[] = [];
    server.use(
      caseHandler(adminGrievance()),
      graphql.query('AdminGrievances', () =>
        HttpResponse.json({ data: { admin: { __typename: 'AdminQuery', grievances: [] } } }),
      ),
      graphql.mutation('AcknowledgeGrievance', ({ variables }) => {
        acknowledged.push(variables);
        return HttpResponse.json({
          data: {
            acknowledgeGrievance: {
              __typename: 'AdminGrievancePayload',
              errors: [],
              message: null,
              grievance: acknowledgedGrievance(),
            },
          },
        });
      }),
    );
    const { user } = renderWithProviders(<AdminGrievancePage />, {
      route: '/admin/grievances/12',
      path: '/admin/grievances/:grievanceId',
      token: ORGANISER_TOKEN,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'GRV-2026-000012' })).toBeVisible();
    expect(screen.getByText('Received, waiting for acknowledgement')).toBeVisible();
    expect(screen.getByText('Overdue')).toBeVisible();
    expect(screen.getByText(/asha@example\.com/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark resolved' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close unresolved' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Acknowledge' }));

    expect(await screen.findByText('Acknowledged, being looked into')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).not.toBeInTheDocument();
    expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
    expect(screen.getByText(/demo_admin/)).toBeVisible();
    expect(acknowledged).toEqual([{ id: '12' }]);
  });

  it('asks for the resolution before marking a case resolved', async () => {
    let sent = 0;
    server.use(
      caseHandler(acknowledgedGrievance()),
      graphql.mutation('ResolveGrievance', () => {
        sent += 1;
        return HttpResponse.json({ data: null });
      }),
    );
    const { user } = renderWithProviders(<AdminGrievancePage />, {
      route: '/admin/grievances/12',
      path: '/admin/grievances/:grievanceId',
      token: ORGANISER_TOKEN,
    });
    await user.click(await screen.findByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('Write the resolution the filer will read')).toBeInTheDocument();
    expect(sent).toBe(0);
  });
});

describe('AdminGrievancesPage', () => {
  it('lists the queue with an overdue badge, each linking to its case, and filters by status', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query('AdminGrievances', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: { admin: { __typename: 'AdminQuery', grievances: [adminGrievance()] } },
        });
      }),
    );
    const { user } = renderWithProviders(<AdminGrievancesPage />, {
      route: '/admin/grievances',
      token: ORGANISER_TOKEN,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Grievances' })).toBeVisible();
    const link = await screen.findByRole('link', { name: 'GRV-2026-000012' });
    expect(link).toHaveAttribute('href', '/admin/grievances/12');
    const card = link.closest('li') as HTMLElement;
    expect(within(card).getByText('Overdue')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Status'), 'Acknowledged');
    await screen.findByRole('link', { name: 'GRV-2026-000012' });
    expect(asked).toContainEqual({ status: 'ACKNOWLEDGED', overdue: null });
  });
});
