import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { ORGANISER_TOKEN } from '../../../../test/fixtures';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render';
import { answerOrganiserBalance } from '../../test/console-answers';
// Loaded up front: the route's lazy import then resolves at once, not inside a test's wait.
import './money-settings-page';

const PAYEE = {
  __typename: 'Payee',
  open: true,
  upiId: 'ccl.demo@okaxis',
  payeeName: 'CCL Esports Demo',
  qrPictureUrl: null,
  changedBy: 'organiser1',
  changedAt: '2026-11-24T18:05:00.000Z',
};
const CLOSED = { ...PAYEE, open: false, upiId: null, payeeName: null };

const payload = (field: string, extra: Record<string, unknown>) => ({
  [field]: { __typename: 'PayeePayload', errors: [], message: null, payee: null, ...extra },
});

/** The payee read, then what each change answers; the variables each change sent. */
function answerPayee(payee: Record<string, unknown>, change?: Record<string, unknown>) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    graphql.query('MoneySettingsPayee', () =>
      HttpResponse.json({ data: { admin: { __typename: 'AdminQuery', payee } } }),
    ),
    graphql.mutation('SetPayee', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({
        data: payload('setPayee', change ?? { message: 'Payee saved', payee }),
      });
    }),
    graphql.mutation('ClosePayments', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({
        data: payload('closePayments', change ?? { message: 'Payments closed', payee: CLOSED }),
      });
    }),
  );
  return sent;
}

const CONTROLS = {
  __typename: 'MoneyControls',
  alone: false,
  coolingMinutes: 60,
  approvalThreshold: { __typename: 'Money', rupees: '1000.00', formatted: '₹1,000' },
};

/** The two-person control's figures (decision 043), then what saving them answers. */
function answerControls(answer?: Record<string, unknown>) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    graphql.query('MoneyControls', () =>
      HttpResponse.json({ data: { admin: { __typename: 'AdminQuery', moneyControls: CONTROLS } } }),
    ),
    graphql.mutation('SetMoneyControls', ({ variables }) => {
      sent.push(variables);
      return HttpResponse.json({
        data: {
          setMoneyControls: {
            __typename: 'MoneyControlsPayload',
            errors: [],
            message: null,
            controls: CONTROLS,
            ...answer,
          },
        },
      });
    }),
  );
  return sent;
}

const openSettings = () => {
  answerOrganiserBalance();
  answerControls();
  return renderApp('/admin/money/settings', { token: ORGANISER_TOKEN });
};

describe('the money settings: payee', () => {
  it('shows whom players pay, who set it, the money pages and a preview of the Deposit tab', async () => {
    answerPayee(PAYEE);
    openSettings();

    expect(await screen.findByRole('heading', { level: 1, name: 'Money settings' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Money desk pages' })).toBeInTheDocument();
    expect(await screen.findByText('ccl.demo@okaxis', { selector: 'strong' })).toBeVisible();
    expect(screen.getByText(/Last changed by organiser1/)).toBeVisible();
    expect(screen.getByLabelText('UPI ID')).toHaveValue('ccl.demo@okaxis');
    expect(screen.getByLabelText('Payee name')).toHaveValue('CCL Esports Demo');
    const preview = screen.getByRole('region', { name: 'What players see' });
    expect(
      within(preview).getByRole('img', { name: 'Payment QR code for ccl.demo@okaxis' }),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'Pay with a UPI app' })).toBeInTheDocument();
  });

  it('checks the UPI id, the name and the password before sending', async () => {
    const sent = answerPayee(PAYEE);
    const { user } = openSettings();
    const upiId = await screen.findByLabelText('UPI ID');

    await user.clear(upiId);
    await user.type(upiId, 'not-a-upi-id');
    await user.clear(screen.getByLabelText('Payee name'));
    await user.click(screen.getByRole('button', { name: 'Save payee' }));

    expect(await screen.findByText('Invalid UPI ID format')).toBeVisible();
    expect(screen.getByText('Enter the payee name')).toBeVisible();
    expect(screen.getByText('Enter your password to confirm')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('saves the payee with the password, and puts a wrong password on its field', async () => {
    const sent = answerPayee(PAYEE, {
      errors: [
        {
          __typename: 'UserError',
          field: 'password',
          code: 'INVALID',
          message: 'That is not your password',
        },
      ],
      message: 'That is not your password',
    });
    const { user } = openSettings();
    const upiId = await screen.findByLabelText('UPI ID');
    await user.clear(upiId);
    await user.type(upiId, 'ccl.esports@okhdfc');
    await user.type(screen.getByLabelText('Your password'), 'guess-1');
    await user.click(screen.getByRole('button', { name: 'Save payee' }));

    expect(await screen.findByText('That is not your password')).toBeVisible();
    expect(sent).toEqual([
      {
        input: {
          upiId: 'ccl.esports@okhdfc',
          payeeName: 'CCL Esports Demo',
          password: 'guess-1',
          qrPictureUrl: null,
        },
      },
    ]);
  });

  it('closes payments after asking, with the password', async () => {
    const sent = answerPayee(PAYEE);
    const { user } = openSettings();
    await user.click(await screen.findByRole('button', { name: 'Close payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close payments' });
    const confirm = within(dialog).getByRole('button', { name: 'Close payments' });
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Your password'), 'organiser-pass');
    await user.click(confirm);

    await waitFor(() => expect(sent).toEqual([{ password: 'organiser-pass' }]));
    expect(await screen.findByText('Payments closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says payments are closed, with no Close payments button, while no payee is set', async () => {
    answerPayee(CLOSED);
    openSettings();
    expect(
      await screen.findByText('Payments are closed: players are told payments are not open yet.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Close payments' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('UPI ID')).toHaveValue('');
  });
});

describe('the money settings: two-person control', () => {
  const controlsSection = async () =>
    within(await screen.findByRole('region', { name: 'Approvals and cooling period' }));

  it('shows the threshold and the cooling period, and saves them with the password', async () => {
    answerPayee(PAYEE);
    const { user } = openSettings();
    const sent = answerControls();
    const section = await controlsSection();

    const threshold = section.getByLabelText('Withdrawals above this need a second organiser (₹)');
    expect(threshold).toHaveValue('1000.00');
    expect(section.getByLabelText("A lone organiser's cooling period (minutes)")).toHaveValue('60');
    await user.clear(threshold);
    await user.type(threshold, '2500');
    await user.type(section.getByLabelText('Password'), 'owner-secret');
    await user.click(section.getByRole('button', { name: 'Save' }));

    expect(await section.findByText('Saved.')).toBeVisible();
    expect(sent).toEqual([
      { approvalThreshold: '2500', coolingMinutes: 60, password: 'owner-secret' },
    ]);
  });

  it('sends nothing without the password, and shows a wrong one', async () => {
    answerPayee(PAYEE);
    const { user } = openSettings();
    const sent = answerControls({
      errors: [
        {
          __typename: 'UserError',
          field: 'password',
          code: 'INVALID',
          message: 'That is not your password',
        },
      ],
      controls: null,
    });
    const section = await controlsSection();

    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByText('Enter your password to confirm')).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(section.getByLabelText('Password'), 'guess-1');
    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByText('That is not your password')).toBeVisible();
    expect(section.queryByText('Saved.')).toBeNull();
  });
});
