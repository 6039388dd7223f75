import { HttpResponse, graphql } from 'msw';

/** The demo data's payee and a player's reference, as the Deposit tab reads them. */
export const OPEN_PAYEE = {
  __typename: 'DepositPayee',
  open: true,
  upiId: 'ccl.demo@okaxis',
  payeeName: 'CCL Esports Demo',
  qrPictureUrl: null,
  reference: 'CCL23D9',
} as const;

export const CLOSED_PAYEE = {
  ...OPEN_PAYEE,
  open: false,
  upiId: null,
  payeeName: null,
} as const;

/** The data of the Deposit tab's payee read. */
export const depositPayeeData = (depositPayee: Record<string, unknown>) => ({
  viewer: {
    __typename: 'Viewer',
    id: '1',
    wallet: { __typename: 'Wallet', depositPayee },
  },
});

/**
 * The Deposit tab asks whom to pay (decision 041): by default payments are open to the demo
 * payee; the payee tests answer it themselves.
 */
export const openPayeeHandler = graphql.query('DepositPayee', () =>
  HttpResponse.json({ data: depositPayeeData(OPEN_PAYEE) }),
);
