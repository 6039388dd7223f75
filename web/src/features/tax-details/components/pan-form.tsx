import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { panFormSchema } from '#common/validation/tax-details';
import { FormError } from '../../../components/form/form-error';
import { applyPayloadErrors } from '../../../components/form/payload-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import type { TaxDetailsFieldsFragment } from '../../../generated/tax-details';
import { toast } from '../../../lib/toast/toast';
import { useSetPan } from '../api/use-tax-details';
import { TAX_DETAILS_TEXTS as TEXTS } from '../utils/tax-details-texts';

type Values = { pan: string; nameOnPan: string };
const FIELDS = ['pan', 'nameOnPan'] as const;
type SavedPan = NonNullable<TaxDetailsFieldsFragment['pan']>;

function PanFields({ initialName, onSaved }: { initialName: string; onSaved: () => void }) {
  const setPan = useSetPan();
  const [failure, setFailure] = useState<string | null>(null);

  async function save(values: Values, formik: FormikHelpers<Values>) {
    setFailure(null);
    const outcome = await setPan(panFormSchema.cast(values));
    if (outcome.ok) {
      toast.success(outcome.message ?? TEXTS.panSaved);
      onSaved();
      return;
    }
    const unplaced = applyPayloadErrors(formik, outcome.errors, FIELDS);
    setFailure(unplaced ?? (outcome.errors.length ? null : outcome.message));
  }

  return (
    <Formik<Values>
      initialValues={{ pan: '', nameOnPan: initialName }}
      validationSchema={panFormSchema}
      onSubmit={save}
    >
      {({ isSubmitting }) => (
        <Form className="form tax-details__form" noValidate>
          <TextField
            name="pan"
            label={TEXTS.pan}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <TextField name="nameOnPan" label={TEXTS.nameOnPan} autoComplete="name" />
          <FormError message={failure} />
          <SubmitButton busy={isSubmitting}>{TEXTS.savePan}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

/**
 * The PAN: masked once given, with "Change PAN" to correct it; the form when none is given.
 * The full PAN never comes back to the page.
 */
export function PanSection({ pan }: { pan: SavedPan | null | undefined }) {
  const [editing, setEditing] = useState(false);
  if (pan && !editing)
    return (
      <div className="tax-details__saved">
        <p>{TEXTS.panOnFile(pan.panMasked)}</p>
        <p className="tax-details__hint">{pan.nameOnPan}</p>
        <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
          {TEXTS.changePan}
        </button>
      </div>
    );
  return (
    <>
      <PanFields initialName={pan?.nameOnPan ?? ''} onSaved={() => setEditing(false)} />
      {pan && (
        <button type="button" className="button button--ghost" onClick={() => setEditing(false)}>
          {TEXTS.cancel}
        </button>
      )}
    </>
  );
}
