import { QRCodeSVG } from 'qrcode.react';

/**
 * The organiser pays a withdrawal from their own UPI app: the link opens it on this phone with
 * payee and exact amount filled in; the QR code carries the same link for another phone.
 */
export function UpiPay({
  url,
  amount,
  upiId,
}: {
  url: string | null;
  amount: string;
  upiId: string | null;
}) {
  if (!url) {
    return (
      <p className="console-card__meta">
        No payment link: pay {amount} to {upiId ?? 'the UPI id'} by hand.
      </p>
    );
  }
  return (
    <div className="upi-pay">
      <a className="button button--primary upi-pay__link" href={url}>
        Pay {amount} in a UPI app
      </a>
      <QRCodeSVG
        className="upi-pay__qr"
        value={url}
        size={176}
        marginSize={4}
        role="img"
        aria-label={`QR code to pay ${amount} to ${upiId ?? 'the UPI id'}`}
      />
    </div>
  );
}
