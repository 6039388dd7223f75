import { formatRupees } from '#common/money';

/** The Deposit tab's words beside the SPEC's own (decision 041): whom to pay, and how. */
export const DEPOSIT_PAYEE_TEXTS = {
  closed: 'Payments are not open yet',
  closedHint: 'The organiser has not set where to pay. Please check again later.',
  failed: 'Could not load where to pay.',
  retry: 'Try again',
  upiId: 'UPI ID',
  payee: 'Payee',
  reference: 'Your reference',
  referenceHint: 'It goes in the payment’s note, so the organiser sees the payment is yours.',
  copyUpiId: 'Copy UPI ID',
  payAny: 'Pay with a UPI app',
  payAmount: (paise: number) => `Pay ${formatRupees(paise)} with a UPI app`,
  qr: (upiId: string, paise: number | null) =>
    paise === null
      ? `Payment QR code for ${upiId}`
      : `Payment QR code for ${formatRupees(paise)} to ${upiId}`,
  merchantQr: (payeeName: string) => `Payment QR code of ${payeeName}`,
} as const;
