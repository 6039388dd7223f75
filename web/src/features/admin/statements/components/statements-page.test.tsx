import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, graphql, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { bankStatement } from '../test/statement-answers';
import { StatementsPage } from './statements-page';

const list = (statements: unknown[]) =>
  graphql.query('Statements', () =>
    HttpResponse.json({ data: { admin: { __typename: 'AdminQuery', statements } } }),
  );

const renderPage = () =>
  renderWithProviders(<StatementsPage />, {
    route: '/admin/money/statements',
    token: ORGANISER_TOKEN,
  });

const csv = () =>
  new File(['When,Paid by,Money in,Bank ref\n'], 'export.csv', { type: 'text/csv' });

describe('StatementsPage', () => {
  it('lists the imports, each linking to its result', async () => {
    server.use(list([bankStatement()]));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Bank statements' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Money desk pages' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'hdfc-nov.csv' })).toHaveAttribute(
      'href',
      '/admin/money/statements/7',
    );
    expect(screen.getByText(/3 credits, 2 matched/)).toBeVisible();
  });

  it('asks for a file before uploading', async () => {
    server.use(list([]));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Upload statement' }));
    expect(await screen.findByText('Choose the statement file (CSV) to upload')).toBeVisible();
  });

  it("shows the gateway's refusal of a repeated file", async () => {
    server.use(
      list([]),
      http.post('*/api/admin/statements', () =>
        HttpResponse.json(
          {
            message:
              'This statement was imported already, on 28 Nov 2026, 05:00 UTC by organiser1. Nothing was changed.',
          },
          { status: 409 },
        ),
      ),
    );
    renderPage();
    fireEvent.change(screen.getByLabelText('Statement file (CSV)'), { target: { files: [csv()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload statement' }));
    expect(await screen.findByText(/was imported already, on 28 Nov 2026/)).toBeVisible();
  });

  it('maps unrecognised columns once (date, amount and a UTR or narration required) and uploads again with them', async () => {
    const mappings: (string | null)[] = [];
    server.use(
      list([]),
      http.post('*/api/admin/statements', async ({ request }) => {
        const form = await request.formData();
        const mapping = form.get('mapping');
        mappings.push(typeof mapping === 'string' ? mapping : null);
        if (!mapping) {
          return HttpResponse.json(
            {
              message: 'The columns of this statement were not recognised',
              columns: ['When', 'Paid by', 'Money in', 'Bank ref'],
            },
            { status: 400 },
          );
        }
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    const { router } = renderPage();
    fireEvent.change(screen.getByLabelText('Statement file (CSV)'), { target: { files: [csv()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload statement' }));
    expect(await screen.findByRole('heading', { name: 'Map the columns once' })).toBeVisible();
    expect(screen.getByText(/not recognised/)).toBeVisible();

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: 'When' } });
    fireEvent.change(screen.getByLabelText('Amount (credit)'), { target: { value: 'Money in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save columns and upload' }));
    expect(await screen.findByText('Choose the UTR column or the narration column')).toBeVisible();

    fireEvent.change(screen.getByLabelText('UTR / reference'), { target: { value: 'Bank ref' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save columns and upload' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/money/statements/9'));
    expect(mappings).toEqual([
      null,
      JSON.stringify({
        date: 'When',
        amount: 'Money in',
        utr: 'Bank ref',
        narration: null,
        creditDebit: null,
      }),
    ]);
  });
});
