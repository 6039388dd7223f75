import { paiseToRupeeString } from './money';

/**
 * The `upi://pay` deep link of the NPCI UPI linking specification: any UPI app on the phone
 * opens it (or scans it as a QR code) with payee, amount and note filled in, so the organiser
 * pays exactly the amount asked to exactly the UPI id given.
 */
export interface UpiPayment {
  upiId: string;
  payeeName: string;
  /** Left out, the payer's app asks for the amount (a deposit before its amount is typed). */
  amountPaise?: number | undefined;
  /** Shown to both sides in the UPI app; names the withdrawal it pays. */
  note: string;
}

export function upiPayUrl({ upiId, payeeName, amountPaise, note }: UpiPayment): string {
  const params = new URLSearchParams({
    pa: upiId,
    pn: payeeName,
    ...(amountPaise === undefined ? {} : { am: paiseToRupeeString(amountPaise) }),
    cu: 'INR',
    tn: note,
  });
  // URLSearchParams writes spaces as '+', which UPI apps show literally (%20 is read by all),
  // and encodes the @ of the UPI id, which some apps then fail to recognise.
  return `upi://pay?${params.toString().replace(/\+/g, '%20').replace(/%40/g, '@')}`;
}

export const withdrawalNote = (transactionId: number | string) => `CCL withdrawal ${transactionId}`;
