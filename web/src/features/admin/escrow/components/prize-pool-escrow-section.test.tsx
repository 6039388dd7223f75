import { screen, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { prizePoolData, prizePoolSummary } from '../../../../test/escrow-answers';
import { ORGANISER_TOKEN, money } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderWithProviders } from '../../../../test/render';
import { PrizePoolEscrowSection } from './prize-pool-escrow-section';

const SPONSOR_FUNDING = {
  __typename: 'PrizeFunding',
  id: '31',
  funderKind: 'SPONSOR',
  funderName: 'CCL Esports Demo',
  amount: money(100_000),
  utr: 'DEMOFUND7',
  recordedBy: 'organiser1',
  createdAt: '2026-11-24T18:05:00.000Z',
  returned: null,
  returnedAt: null,
  returnReference: null,
  returnPaidBy: null,
  returnPaidAt: null,
};
const HALF_FUNDED = {
  funded: money(100_000),
  escrowBalance: money(100_000),
  feesKept: money(15_000),
  fundings: [SPONSOR_FUNDING],
};

/** The escrow read answers each summary in turn (the last one again); counts the reads. */
function answerPrizePool(summaries: Record<string, unknown>[], status = 'UPCOMING') {
  const reads = { count: 0 };
  server.use(
    graphql.query('PrizePoolEscrow', ({ variables }) => {
      const summary = summaries[Math.min(reads.count, summaries.length - 1)];
      reads.count += 1;
      return HttpResponse.json({ data: prizePoolData(String(variables.id), summary, status) });
    }),
  );
  return reads;
}

function answerChange(operation: string, field: string, answer: Record<string, unknown>) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    graphql.mutation(operation, ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({
        data: {
          [field]: {
            __typename: 'PrizePoolPayload',
            errors: [],
            message: null,
            summary: null,
            ...answer,
          },
        },
      });
    }),
  );
  return sent;
}

const renderSection = () =>
  renderWithProviders(<PrizePoolEscrowSection tournamentId="7" />, { token: ORGANISER_TOKEN });

async function fillFunding(user: ReturnType<typeof renderSection>['user']) {
  await user.selectOptions(await screen.findByLabelText('Funded by'), 'A sponsor');
  await user.type(screen.getByLabelText("Funder's name"), 'Booyah Sponsors');
  await user.type(screen.getByLabelText('Amount (₹)'), '500');
  await user.type(screen.getByLabelText('UTR'), 'UTR500AB');
  await user.type(screen.getByLabelText('Your password'), 'organiser-pass');
  await user.click(screen.getByRole('button', { name: 'Fund the prize pool' }));
}

describe('the prize pool escrow section', () => {
  it('shows what is funded of the pool, the escrow, the fees kept apart and each funding', async () => {
    answerPrizePool([HALF_FUNDED]);
    renderSection();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Prize pool escrow' }),
    ).toBeVisible();
    expect(await screen.findByText('Funded ₹1,000 of ₹2,500')).toBeVisible();
    expect(screen.getByText('Escrow balance').nextSibling).toHaveTextContent('₹1,000');
    expect(screen.getByText('Fees kept apart').nextSibling).toHaveTextContent('₹150');
    expect(screen.getByText('No prize money comes from entry fees')).toBeVisible();
    const funding = within(screen.getByRole('list', { name: 'Fundings' })).getByRole('listitem');
    expect(funding).toHaveTextContent('CCL Esports Demo (A sponsor): ₹1,000, UTR DEMOFUND7');
    expect(screen.queryByRole('button', { name: 'Return what is left' })).toBeNull();
  });

  it('records a funding with the password and shows the pool read again', async () => {
    const reads = answerPrizePool([{}, HALF_FUNDED]);
    const sent = answerChange('FundPrizePool', 'fundPrizePool', {
      message: 'The funding is recorded',
      summary: prizePoolSummary(HALF_FUNDED),
    });
    const { user } = renderSection();
    expect(await screen.findByText('Funded ₹0 of ₹2,500')).toBeVisible();

    await fillFunding(user);

    expect(await screen.findByText('Funded ₹1,000 of ₹2,500')).toBeVisible();
    expect(sent).toEqual([
      {
        input: {
          tournamentId: '7',
          funderKind: 'SPONSOR',
          funderName: 'Booyah Sponsors',
          amount: 500,
          utr: 'UTR500AB',
          password: 'organiser-pass',
        },
      },
    ]);
    expect(reads.count).toBe(2);
    expect(screen.getByRole('status')).toHaveTextContent('The funding is recorded');
    expect(screen.getByLabelText("Funder's name")).toHaveValue('');
  });

  it('puts a refusal on its field and keeps what was typed', async () => {
    answerPrizePool([{}]);
    answerChange('FundPrizePool', 'fundPrizePool', {
      errors: [
        {
          __typename: 'UserError',
          field: 'utr',
          code: 'CONFLICT',
          message: 'This UTR was credited already',
        },
      ],
      message: 'This UTR was credited already',
    });
    const { user } = renderSection();

    await fillFunding(user);

    const utr = screen.getByLabelText('UTR');
    expect(await screen.findByText('This UTR was credited already')).toBeVisible();
    expect(utr).toHaveAttribute('aria-invalid', 'true');
    expect(utr).toHaveValue('UTR500AB');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('returns what is left of a completed tournament only after the organiser confirms', async () => {
    const returned = {
      ...HALF_FUNDED,
      funded: money(250_000),
      escrowBalance: money(0),
      returned: money(40_000),
      returnsDue: money(40_000),
      fundings: [
        { ...SPONSOR_FUNDING, returned: money(40_000), returnedAt: '2026-11-25T18:00:00Z' },
      ],
    };
    answerPrizePool(
      [{ ...HALF_FUNDED, funded: money(250_000), escrowBalance: money(40_000) }, returned],
      'COMPLETED',
    );
    const sent = answerChange('ReturnPrizePool', 'returnPrizePool', {
      message: 'What was left is put aside for the funders',
    });
    const { user } = renderSection();

    await user.click(await screen.findByRole('button', { name: 'Return what is left' }));
    const dialog = screen.getByRole('dialog', { name: 'Return what is left?' });
    expect(dialog).toHaveTextContent('The escrow holds ₹400.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Return what is left' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Return what is left' }),
    );

    expect(await screen.findByText('Returned ₹400; not paid back yet')).toBeVisible();
    expect(sent).toEqual([{ tournamentId: '7' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark returned' })).toBeVisible();
  });

  it("marks a funder's returned share paid back with the bank's reference, the password on its field when wrong", async () => {
    const returned = {
      ...SPONSOR_FUNDING,
      returned: money(40_000),
      returnedAt: '2026-11-25T18:00:00Z',
    };
    const pool = { ...HALF_FUNDED, escrowBalance: money(0), returned: money(40_000) };
    const unpaid = { ...pool, returnsDue: money(40_000), fundings: [returned] };
    // Every answered change reads the pool again, the refused one too.
    answerPrizePool(
      [
        unpaid,
        unpaid,
        {
          ...pool,
          fundings: [
            {
              ...returned,
              returnReference: 'NEFT7788',
              returnPaidBy: 'organiser1',
              returnPaidAt: '2026-11-26T10:00:00Z',
            },
          ],
        },
      ],
      'COMPLETED',
    );
    let passwordRight = false;
    const sent: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation('MarkPrizeReturnPaid', ({ variables }) => {
        sent.push(variables);
        const errors = passwordRight
          ? []
          : [
              {
                __typename: 'UserError',
                field: 'password',
                code: 'INVALID',
                message: 'The password is not correct',
              },
            ];
        return HttpResponse.json({
          data: {
            markPrizeReturnPaid: {
              __typename: 'PrizePoolPayload',
              errors,
              message: null,
              summary: null,
            },
          },
        });
      }),
    );
    const { user } = renderSection();

    await user.click(await screen.findByRole('button', { name: 'Mark returned' }));
    const dialog = screen.getByRole('dialog', {
      name: "Mark CCL Esports Demo's share as paid back",
    });
    expect(dialog).toHaveTextContent('CCL Esports Demo: ₹400');
    await user.type(within(dialog).getByLabelText('Reference'), 'NEFT7788');
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Mark returned' }));

    const password = within(dialog).getByLabelText('Your password');
    expect(await within(dialog).findByText('The password is not correct')).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Reference')).toHaveValue('NEFT7788');

    passwordRight = true;
    await user.clear(password);
    await user.type(password, 'organiser-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Mark returned' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The payment back is recorded.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      screen.getByText(/Returned ₹400; paid back \(reference NEFT7788\) by organiser1/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark returned' })).toBeNull();
    expect(sent).toEqual([
      { input: { fundingId: '31', reference: 'NEFT7788', password: 'wrong-pass' } },
      { input: { fundingId: '31', reference: 'NEFT7788', password: 'organiser-pass' } },
    ]);
  });
});
