import { Form, Formik, type FormikHelpers } from 'formik';
import { type ChangeEvent, useState } from 'react';
import { depositReference } from '#common/deposit-reference';
import { payeeFormSchema } from '#common/validation/payee';
import { FormError } from '../../../../components/form/form-error';
import { applyPayloadErrors } from '../../../../components/form/payload-errors';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import type { PayeeFieldsFragment } from '../../../../generated/admin';
import { toast } from '../../../../lib/toast/toast';
import { uploadBanner } from '../../tournaments/public';
import { DepositPayee } from '../../../wallet/public';
import { usePayeeChanges } from '../api/use-payee-changes';
import { PAYEE_TEXTS as TEXTS } from '../utils/payee-texts';

interface Values {
  upiId: string;
  payeeName: string;
  password: string;
}
// A refusal of the QR picture (`qrPictureUrl`) is no field of the form: it shows in its banner.
const FIELDS = ['upiId', 'payeeName', 'password'] as const;

/** A player's reference as the preview shows one: each player sees their own. */
const SAMPLE_REFERENCE = depositReference(1);

/**
 * The payee form: UPI id, payee name, an optional merchant QR picture (uploaded to the picture
 * storage as banners are) and the organiser's password; beside it, what players will see.
 */
export function PayeeForm({ payee }: { payee: PayeeFieldsFragment }) {
  const changes = usePayeeChanges();
  const [qrPictureUrl, setQrPictureUrl] = useState<string | null>(payee.qrPictureUrl ?? null);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    setUploading(true);
    try {
      setQrPictureUrl(await uploadBanner(file));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : TEXTS.failed);
    } finally {
      setUploading(false);
    }
  }

  async function save(values: Values, formik: FormikHelpers<Values>) {
    setFailure(null);
    const clean = payeeFormSchema.cast(values);
    const outcome = await changes.setPayee({ ...clean, qrPictureUrl });
    if (outcome.ok) {
      toast.success(outcome.message ?? TEXTS.saved);
      formik.resetForm({ values: { ...clean, password: '' } });
      return;
    }
    const unplaced = applyPayloadErrors(formik, outcome.errors, FIELDS);
    setFailure(unplaced ?? (outcome.errors.length ? null : outcome.message));
  }

  return (
    <Formik
      initialValues={{ upiId: payee.upiId ?? '', payeeName: payee.payeeName ?? '', password: '' }}
      validationSchema={payeeFormSchema}
      onSubmit={save}
    >
      {({ isSubmitting, values, errors }) => (
        <div className="payee-settings">
          <Form className="form payee-form" noValidate aria-label="Payee">
            <TextField name="upiId" label={TEXTS.upiId} autoComplete="off" inputMode="email" />
            <TextField name="payeeName" label={TEXTS.payeeName} autoComplete="off" />
            <fieldset className="payee-form__qr">
              <legend className="form-field__label">{TEXTS.qr}</legend>
              <p className="console-card__meta">{TEXTS.qrHint}</p>
              {qrPictureUrl && (
                <>
                  <img
                    className="payee-form__qr-picture"
                    src={qrPictureUrl}
                    alt={TEXTS.qrPreview}
                  />
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => setQrPictureUrl(null)}
                  >
                    {TEXTS.removeQr}
                  </button>
                </>
              )}
              <label className="button button--ghost" aria-busy={uploading}>
                {uploading ? TEXTS.uploading : TEXTS.uploadQr}
                <input
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  className="visually-hidden"
                  disabled={uploading}
                  onChange={(event) => void upload(event)}
                />
              </label>
            </fieldset>
            <TextField
              name="password"
              label={TEXTS.password}
              type="password"
              autoComplete="current-password"
            />
            <FormError message={failure} />
            <SubmitButton busy={isSubmitting} disabled={uploading}>
              {TEXTS.save}
            </SubmitButton>
          </Form>
          <section className="payee-preview" aria-labelledby="payee-preview-title">
            <h3 id="payee-preview-title" className="console-section__title">
              {TEXTS.preview}
            </h3>
            {values.upiId && values.payeeName && !errors.upiId && !errors.payeeName ? (
              <>
                <DepositPayee
                  payee={{
                    upiId: values.upiId.trim(),
                    payeeName: values.payeeName.trim(),
                    qrPictureUrl,
                    reference: SAMPLE_REFERENCE,
                  }}
                  amountPaise={null}
                />
                <p className="console-card__meta">{TEXTS.previewNote}</p>
              </>
            ) : (
              <p className="console-card__meta">{TEXTS.previewEmpty}</p>
            )}
          </section>
        </div>
      )}
    </Formik>
  );
}
