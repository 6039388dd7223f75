import { screen } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithProviders } from '../../../test/render';
import { FileGrievancePage } from './file-grievance-page';

const renderPage = () => renderWithProviders(<FileGrievancePage />, { route: '/grievances/new' });

async function fillComplaint(user: ReturnType<typeof renderPage>['user']) {
  await user.selectOptions(screen.getByLabelText('Category'), 'A payment, refund or prize');
  await user.type(screen.getByLabelText('Subject'), 'Refund not received');
  await user.type(
    screen.getByLabelText('What happened'),
    'My entry fee was not refunded after the match was cancelled.',
  );
  await user.type(screen.getByLabelText('Your name'), 'Asha Rao');
}

describe('FileGrievancePage', () => {
  it('files the complaint and shows its acknowledgement number and a way to follow it', async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('FileGrievance', ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({
          data: {
            fileGrievance: {
              __typename: 'FileGrievancePayload',
              errors: [],
              message: null,
              grievance: {
                __typename: 'FiledGrievance',
                number: 'GRV-2026-000123',
                status: 'OPEN',
                filedAt: '2026-11-20T10:00:00.000Z',
                acknowledgeBy: '2026-11-22T10:00:00.000Z',
                resolveBy: '2026-12-20T10:00:00.000Z',
              },
            },
          },
        });
      }),
    );
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'File a complaint' })).toBeVisible();
    await fillComplaint(user);
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit complaint' }));

    expect(
      await screen.findByText(
        'Your complaint is registered. Your acknowledgement number is GRV-2026-000123.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^It will be acknowledged by /)).toBeInTheDocument();
    expect(screen.getByText(/^It will be resolved by /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check its status' })).toHaveAttribute(
      'href',
      '/grievances/status?number=GRV-2026-000123',
    );
    expect(sent).toEqual([
      {
        category: 'PAYMENT',
        subject: 'Refund not received',
        description: 'My entry fee was not refunded after the match was cancelled.',
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: null,
      },
    ]);
  });

  it('asks for an e-mail or phone and sends nothing without one', async () => {
    let sent = 0;
    server.use(
      graphql.mutation('FileGrievance', () => {
        sent += 1;
        return HttpResponse.json({ data: null });
      }),
    );
    const { user } = renderPage();
    await fillComplaint(user);
    await user.click(screen.getByRole('button', { name: 'Submit complaint' }));

    expect(
      await screen.findByText('Give an e-mail or phone number so we can answer you'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);
  });
});
