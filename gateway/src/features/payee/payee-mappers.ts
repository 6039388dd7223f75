import type { DepositPayee, Payee, PayeeInput, UserError } from '../../generated/resolvers-types';
import type { UpstreamDepositPayee, UpstreamPayee } from '../../upstream/payee-types';
import { pictureIdOfUrl, pictureUrlOf } from '../profile/public';

export const NOT_UPLOADED_QR =
  'Upload the QR picture first, then save the payee with the address it answered';

/** The player's payee with its picture at the gateway's address. */
export const depositPayeeOf = (payee: UpstreamDepositPayee): DepositPayee => ({
  open: payee.open,
  upiId: payee.upiId,
  payeeName: payee.payeeName,
  qrPictureUrl: pictureUrlOf(payee.qrPictureUrl),
  reference: payee.reference,
});

export const payeeOf = (payee: UpstreamPayee): Payee => ({
  open: payee.open,
  upiId: payee.upiId,
  payeeName: payee.payeeName,
  qrPictureUrl: pictureUrlOf(payee.qrPictureUrl),
  changedBy: payee.changedBy,
  changedAt: payee.changedAt,
});

/**
 * The upstream's body: the merchant QR is named by the address the upload answered, which the
 * upstream knows by the picture's id; any other address is refused on `qrPictureUrl`.
 */
export function payeeBody(input: PayeeInput): {
  body: Record<string, unknown>;
  errors: UserError[];
} {
  const url = input.qrPictureUrl?.trim();
  const qrPictureId = url ? pictureIdOfUrl(url) : null;
  const errors: UserError[] =
    url && !qrPictureId
      ? [{ field: 'qrPictureUrl', code: 'INVALID', message: NOT_UPLOADED_QR }]
      : [];
  return {
    body: {
      upiId: input.upiId,
      payeeName: input.payeeName,
      password: input.password,
      qrPictureId: qrPictureId ?? null,
    },
    errors,
  };
}

/** The upstream names the picture by its id; the input by its address. */
export const payeeInputFields = (errors: UserError[]): UserError[] =>
  errors.map((error) =>
    error.field === 'qrPictureId' ? { ...error, field: 'qrPictureUrl' } : error,
  );
