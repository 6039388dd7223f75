import { Form, Formik } from 'formik';
import { useState } from 'react';
import { prizeFundingSchema } from '#common/validation/prize-funding';
import { applyPayloadErrors } from '../../../../components/form/payload-errors';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import type { PrizeSource } from '../../../../generated/admin';
import { usePrizePoolChanges } from '../api/use-prize-pool';
import { ESCROW_TEXTS as TEXTS, FUNDER_KIND_LABELS } from '../utils/escrow-texts';
import { SelectField } from '../../../../components/form/select-field';

const EMPTY = { funderKind: 'organiser', funderName: '', amount: '', utr: '', password: '' };
type Values = typeof EMPTY;
const FIELDS = ['funderKind', 'funderName', 'amount', 'utr', 'password'] as const;

/** Money paid into escrow, recorded by its UTR with the organiser's password. */
export function FundForm({ tournamentId }: { tournamentId: string }) {
  const { fund } = usePrizePoolChanges(tournamentId);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <section aria-labelledby="escrow-fund-title" className="escrow__fund">
      <h3 id="escrow-fund-title">{TEXTS.fundTitle}</h3>
      <p>{TEXTS.fundIntro}</p>
      <Formik<Values>
        initialValues={EMPTY}
        validationSchema={prizeFundingSchema}
        onSubmit={async (values, formik) => {
          setFailure(null);
          setDone(null);
          const outcome = await fund({
            funderKind: values.funderKind.toUpperCase() as PrizeSource,
            funderName: values.funderName.trim(),
            amount: Number(String(values.amount).trim()),
            utr: values.utr.trim(),
            password: values.password,
          });
          if (!outcome.ok) {
            const unplaced = applyPayloadErrors(formik, outcome.errors, FIELDS);
            if (unplaced || outcome.errors.length === 0) setFailure(unplaced ?? outcome.message);
            return;
          }
          setDone(outcome.message ?? TEXTS.funded);
          formik.resetForm();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <FormError message={failure} />
            <SelectField name="funderKind" label="Funded by">
              <option value="organiser">{FUNDER_KIND_LABELS.ORGANISER}</option>
              <option value="sponsor">{FUNDER_KIND_LABELS.SPONSOR}</option>
            </SelectField>
            <TextField name="funderName" label="Funder's name" autoComplete="off" />
            <TextField name="amount" label="Amount (₹)" inputMode="decimal" autoComplete="off" />
            <TextField name="utr" label="UTR" autoComplete="off" autoCapitalize="characters" />
            <TextField
              name="password"
              label="Your password"
              type="password"
              autoComplete="current-password"
            />
            <FormError message={done} tone="success" />
            <SubmitButton busy={isSubmitting}>{TEXTS.fundTitle}</SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}
