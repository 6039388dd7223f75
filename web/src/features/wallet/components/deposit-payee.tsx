import type { ReactNode } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { upiPayUrl } from '#common/upi';
import { CopyButton } from '../../../components/copy-button/copy-button';
import { DEPOSIT_PAYEE_TEXTS as TEXTS } from '../utils/deposit-texts';

export interface OpenPayee {
  upiId: string;
  payeeName: string;
  qrPictureUrl: string | null;
  reference: string;
}

/**
 * Whom to pay: a QR for the amount typed (the merchant's own QR, or one without an amount,
 * until an amount is valid), the UPI id to copy, the payee's name, the player's reference and
 * a `upi://pay` link, which on a phone opens the UPI app with all of it filled in. The note of
 * the payment is the reference, so the organiser's bank statement says who paid.
 */
export function DepositPayee({
  payee,
  amountPaise,
  children,
}: {
  payee: OpenPayee;
  amountPaise: number | null;
  /** What is said right under the QR (the SPEC's "Scan the QR to make payment"). */
  children?: ReactNode;
}) {
  const url = upiPayUrl({
    upiId: payee.upiId,
    payeeName: payee.payeeName,
    amountPaise: amountPaise ?? undefined,
    note: payee.reference,
  });
  return (
    <div className="deposit-payee">
      {amountPaise === null && payee.qrPictureUrl ? (
        <img
          className="wallet-qr"
          src={payee.qrPictureUrl}
          alt={TEXTS.merchantQr(payee.payeeName)}
        />
      ) : (
        <QRCodeSVG
          className="wallet-qr"
          value={url}
          size={256}
          marginSize={4}
          role="img"
          aria-label={TEXTS.qr(payee.upiId, amountPaise)}
        />
      )}
      {children}
      <dl className="deposit-payee__details">
        <div>
          <dt>{TEXTS.upiId}</dt>
          <dd>
            <span className="deposit-payee__upi-id">{payee.upiId}</span>
            <CopyButton value={payee.upiId} label={TEXTS.copyUpiId} />
          </dd>
        </div>
        <div>
          <dt>{TEXTS.payee}</dt>
          <dd>{payee.payeeName}</dd>
        </div>
        <div>
          <dt>{TEXTS.reference}</dt>
          <dd>{payee.reference}</dd>
        </div>
      </dl>
      <p className="deposit-payee__hint">{TEXTS.referenceHint}</p>
      <a className="button button--primary deposit-payee__pay" href={url}>
        {amountPaise === null ? TEXTS.payAny : TEXTS.payAmount(amountPaise)}
      </a>
    </div>
  );
}
