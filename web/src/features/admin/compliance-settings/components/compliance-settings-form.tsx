import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { complianceSettingsSchema } from '#common/validation/compliance';
import { FormError } from '../../../../components/form/form-error';
import { applyPayloadErrors } from '../../../../components/form/payload-errors';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import type { ComplianceSettingsFieldsFragment } from '../../../../generated/admin';
import { useSaveComplianceSettings } from '../api/use-compliance-settings';

type Values = ReturnType<typeof valuesOf>;
const FIELDS = [
  'esportRegistrationNumber',
  'requireRegistrationForPaid',
  'prizeFundedApartFromFees',
  'grievanceOfficerName',
  'grievanceOfficerEmail',
  'grievanceOfficerPhone',
  'grievanceAckHours',
  'grievanceResolveDays',
  'escalationName',
  'escalationContact',
  'tdsRatePercent',
  'tdsThreshold',
  'paidEntryMinAge',
  'password',
] as const;

/** The form's values: texts as typed, numbers as text, the two rules as switches. */
const valuesOf = (settings: ComplianceSettingsFieldsFragment) => ({
  esportRegistrationNumber: settings.esportRegistrationNumber ?? '',
  requireRegistrationForPaid: settings.requireRegistrationForPaid,
  prizeFundedApartFromFees: settings.prizeFundedApartFromFees,
  grievanceOfficerName: settings.grievanceOfficerName ?? '',
  grievanceOfficerEmail: settings.grievanceOfficerEmail ?? '',
  grievanceOfficerPhone: settings.grievanceOfficerPhone ?? '',
  grievanceAckHours: String(settings.grievanceAckHours),
  grievanceResolveDays: String(settings.grievanceResolveDays),
  escalationName: settings.escalationName ?? '',
  escalationContact: settings.escalationContact ?? '',
  tdsRatePercent: String(settings.tdsRatePercent),
  tdsThreshold: settings.tdsThreshold.rupees,
  paidEntryMinAge: String(settings.paidEntryMinAge),
  password: '',
});

function Switch({ name, label }: { name: string; label: string }) {
  return (
    <label className="form-check">
      <Field type="checkbox" name={name} /> {label}
    </label>
  );
}

/** Every compliance setting, saved together with the organiser's password. */
export function ComplianceSettingsForm({
  settings,
}: {
  settings: ComplianceSettingsFieldsFragment;
}) {
  const save = useSaveComplianceSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function submit(values: Values, formik: FormikHelpers<Values>) {
    setFailure(null);
    setSaved(null);
    const clean = complianceSettingsSchema.cast(values);
    const outcome = await save({ ...clean, tdsThreshold: String(clean.tdsThreshold) });
    if (outcome.ok) {
      setSaved('Settings saved');
      formik.resetForm({ values: { ...values, password: '' } });
      return;
    }
    const unplaced = applyPayloadErrors(formik, outcome.errors, FIELDS);
    setFailure(unplaced ?? (outcome.errors.length ? null : outcome.message));
  }

  return (
    <Formik
      initialValues={valuesOf(settings)}
      validationSchema={complianceSettingsSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form className="form" noValidate aria-label="Compliance settings">
          <TextField name="esportRegistrationNumber" label="E-sport registration number" />
          <Switch
            name="requireRegistrationForPaid"
            label="A paid tournament needs the registration number"
          />
          <Switch
            name="prizeFundedApartFromFees"
            label="Prize money is funded apart from entry fees"
          />
          <TextField name="grievanceOfficerName" label="Grievance officer's name" />
          <TextField name="grievanceOfficerEmail" label="Grievance officer's e-mail" type="email" />
          <TextField name="grievanceOfficerPhone" label="Grievance officer's phone" type="tel" />
          <TextField
            name="grievanceAckHours"
            label="Acknowledge within (hours)"
            inputMode="numeric"
          />
          <TextField
            name="grievanceResolveDays"
            label="Resolve within (days)"
            inputMode="numeric"
          />
          <TextField name="escalationName" label="Escalate to" />
          <TextField name="escalationContact" label="Escalation contact" />
          <TextField name="tdsRatePercent" label="Tax withheld (%)" inputMode="decimal" />
          <TextField name="tdsThreshold" label="Tax applies above (₹)" inputMode="decimal" />
          <TextField
            name="paidEntryMinAge"
            label="Minimum age for paid entry"
            inputMode="numeric"
          />
          <TextField
            name="password"
            label="Your password"
            type="password"
            autoComplete="current-password"
          />
          <FormError message={failure} />
          <FormError message={saved} tone="success" />
          <SubmitButton busy={isSubmitting}>Save settings</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
