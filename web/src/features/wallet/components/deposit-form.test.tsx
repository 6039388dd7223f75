import { screen } from '@testing-library/react';
import { HttpResponse, graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { graphQLError, server } from '../../../test/msw-server';
import { CLOSED_PAYEE, OPEN_PAYEE, depositPayeeData } from '../../../test/payee-answers';
import { renderWithProviders } from '../../../test/render';
import { DepositForm } from './deposit-form';

const renderDeposit = () => renderWithProviders(<DepositForm />, { route: '/wallet', token: 't' });
const answerPayee = (payee: Record<string, unknown>) =>
  server.use(
    graphql.query('DepositPayee', () => HttpResponse.json({ data: depositPayeeData(payee) })),
  );
const payLink = () => screen.getByRole('link', { name: /with a UPI app$/ });
/** What the payee's details say for a term (UPI ID, Payee, Your reference). */
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
const linkParams = () => new URL(payLink().getAttribute('href') ?? '').searchParams;

/** The Deposit tab shows the platform's payee, for the amount typed (decision 041). */
describe('DepositForm', () => {
  it('shows whom to pay: the UPI id to copy, the name, the reference, a QR and a UPI app link', async () => {
    const { user } = renderDeposit();

    expect(
      await screen.findByRole('img', { name: 'Payment QR code for ccl.demo@okaxis' }),
    ).toBeInTheDocument();
    expect(detail('UPI ID')).toHaveTextContent('ccl.demo@okaxis');
    expect(detail('Payee')).toHaveTextContent('CCL Esports Demo');
    expect(detail('Your reference')).toHaveTextContent('CCL23D9');
    expect(screen.getByText('Scan the QR to make payment')).toBeInTheDocument();
    expect(screen.getByText('Fill the transaction details to Deposit')).toBeInTheDocument();
    expect(payLink()).toHaveTextContent('Pay with a UPI app');
    expect(payLink().getAttribute('href')).toBe(
      'upi://pay?pa=ccl.demo@okaxis&pn=CCL%20Esports%20Demo&cu=INR&tn=CCL23D9',
    );

    await user.click(screen.getByRole('button', { name: 'Copy UPI ID' }));
    expect(await navigator.clipboard.readText()).toBe('ccl.demo@okaxis');
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
  });

  it('puts the amount typed into the QR and the link, once the amount is valid', async () => {
    const { user } = renderDeposit();
    const amount = await screen.findByLabelText('Amount');

    await user.type(amount, '250.5');

    expect(
      screen.getByRole('img', { name: 'Payment QR code for ₹250.50 to ccl.demo@okaxis' }),
    ).toBeInTheDocument();
    expect(payLink()).toHaveTextContent('Pay ₹250.50 with a UPI app');
    expect(Object.fromEntries(linkParams())).toEqual({
      pa: 'ccl.demo@okaxis',
      pn: 'CCL Esports Demo',
      am: '250.50',
      cu: 'INR',
      tn: 'CCL23D9',
    });

    for (const invalid of ['0', '600', '1.234']) {
      await user.clear(amount);
      await user.type(amount, invalid);
      expect(payLink()).toHaveTextContent('Pay with a UPI app');
      expect(linkParams().has('am')).toBe(false);
    }
  });

  it("shows the organiser's merchant QR until an amount is typed", async () => {
    answerPayee({ ...OPEN_PAYEE, qrPictureUrl: '/media/pictures/qr-1' });
    const { user } = renderDeposit();

    expect(
      await screen.findByRole('img', { name: 'Payment QR code of CCL Esports Demo' }),
    ).toHaveAttribute('src', '/media/pictures/qr-1');

    await user.type(screen.getByLabelText('Amount'), '100');
    expect(
      screen.queryByRole('img', { name: 'Payment QR code of CCL Esports Demo' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Payment QR code for ₹100 to ccl.demo@okaxis' }),
    ).toBeInTheDocument();
  });

  it('says payments are not open yet, with no QR and no form, while no payee is set', async () => {
    answerPayee(CLOSED_PAYEE);
    renderDeposit();

    expect(await screen.findByText('Payments are not open yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Add Money' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Money' })).not.toBeInTheDocument();
  });

  it('says where to pay could not be read, and asks again on Try again', async () => {
    let reads = 0;
    server.use(
      graphql.query('DepositPayee', () => {
        reads += 1;
        return reads === 1
          ? graphQLError('The platform is not answering', 'UPSTREAM_UNAVAILABLE')
          : HttpResponse.json({ data: depositPayeeData(OPEN_PAYEE) });
      }),
    );
    const { user } = renderDeposit();

    expect(await screen.findByText('Could not load where to pay.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Amount')).toBeInTheDocument();
    expect(reads).toBe(2);
  });
});
