import { type InferType, object, string } from 'yup';
import { upiIdField } from '#common/validation/fields';
import { confirmPasswordField } from '#common/validation/money-control';
import { closePaymentsSchema, payeeNameField } from '#common/validation/payee';

/** The console's payee form (the same rules), and the merchant QR picture the upload stored. */
export const payeeBodySchema = object({
  upiId: upiIdField().meta({
    description: 'The UPI id (VPA) players pay deposits to, e.g. ccl.esports@okaxis',
  }),
  payeeName: payeeNameField().meta({
    description: 'The name UPI apps show for the payee, 1 to 100 characters',
  }),
  password: confirmPasswordField().meta({
    description: "The organiser's own password, asked again: a token alone cannot change this",
  }),
  qrPictureId: string()
    .trim()
    .nullable()
    .optional()
    .meta({
      description:
        'A merchant QR picture uploaded by POST /api/admin/banners (its id), shown to players ' +
        'before they type an amount; null or left out for none',
    }),
});
export type PayeeInput = InferType<typeof payeeBodySchema>;

export const closePaymentsBodySchema = closePaymentsSchema;
export type ClosePaymentsInput = InferType<typeof closePaymentsBodySchema>;
