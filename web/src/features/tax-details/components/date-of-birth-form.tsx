import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { dateOfBirthFormSchema } from '#common/validation/tax-details';
import { FormError } from '../../../components/form/form-error';
import { applyPayloadErrors } from '../../../components/form/payload-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { formatLongDate } from '../../../lib/format-date';
import { toast } from '../../../lib/toast/toast';
import { useSetDateOfBirth } from '../api/use-tax-details';
import { TAX_DETAILS_TEXTS as TEXTS } from '../utils/tax-details-texts';

type Values = { dateOfBirth: string };
const FIELDS = ['dateOfBirth'] as const;

/** The date of birth as it is recorded: given once, so no form; support corrects it. */
export function RecordedDateOfBirth({ dateOfBirth }: { dateOfBirth: string }) {
  return (
    <div className="tax-details__saved">
      <p>
        {TEXTS.dateOfBirth}:{' '}
        <time dateTime={dateOfBirth}>{formatLongDate(`${dateOfBirth}T00:00:00Z`, false)}</time>
      </p>
      <p className="tax-details__hint">{TEXTS.dateOfBirthRecorded}</p>
    </div>
  );
}

/**
 * Asks the date of birth once (paid entry needs it). Its answer carries the viewer, so the
 * screens showing this form replace it with the recorded date from the cache.
 */
export function DateOfBirthForm() {
  const setDateOfBirth = useSetDateOfBirth();
  const [failure, setFailure] = useState<string | null>(null);

  async function save(values: Values, formik: FormikHelpers<Values>) {
    setFailure(null);
    const outcome = await setDateOfBirth(dateOfBirthFormSchema.cast(values));
    if (outcome.ok) {
      toast.success(outcome.message ?? TEXTS.dateOfBirthSaved);
      return;
    }
    const unplaced = applyPayloadErrors(formik, outcome.errors, FIELDS);
    setFailure(unplaced ?? (outcome.errors.length ? null : outcome.message));
  }

  return (
    <Formik<Values>
      initialValues={{ dateOfBirth: '' }}
      validationSchema={dateOfBirthFormSchema}
      onSubmit={save}
    >
      {({ isSubmitting }) => (
        <Form className="form tax-details__form" noValidate>
          <TextField name="dateOfBirth" label={TEXTS.dateOfBirth} type="date" autoComplete="bday" />
          <FormError message={failure} />
          <SubmitButton busy={isSubmitting}>{TEXTS.saveDateOfBirth}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
