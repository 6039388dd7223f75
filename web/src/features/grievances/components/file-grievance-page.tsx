import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router';
import { grievanceFormSchema } from '#common/validation/grievances';
import { FormError } from '../../../components/form/form-error';
import { applyPayloadErrors } from '../../../components/form/payload-errors';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import type { GrievanceCategory } from '../../../generated/grievances';
import { PATHS } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFileGrievance } from '../api/use-grievances';
import { GRIEVANCE_PAGE_TEXTS as TEXTS } from '../utils/grievance-texts';
import { CategoryField } from './category-field';
import './grievances.css';

type Values = {
  category: string;
  subject: string;
  description: string;
  name: string;
  email: string;
  phone: string;
};
const FIELDS = ['category', 'subject', 'description', 'name', 'email', 'phone'] as const;
const EMPTY: Values = {
  category: '',
  subject: '',
  description: '',
  name: '',
  email: '',
  phone: '',
};

interface Filed {
  number: string;
  acknowledgeBy: string;
  resolveBy: string;
}

function Registered({ filed }: { filed: Filed }) {
  return (
    <div className="grievance-card" role="status">
      <p className="grievance-card__lead">{TEXTS.registered(filed.number)}</p>
      <p>{TEXTS.acknowledgeBy(filed.acknowledgeBy)}</p>
      <p>{TEXTS.resolveBy(filed.resolveBy)}</p>
      <Link to={`${PATHS.grievanceStatus}?number=${encodeURIComponent(filed.number)}`}>
        {TEXTS.checkStatus}
      </Link>
    </div>
  );
}

/** /grievances/new: anyone files a complaint and reads back its acknowledgement number. */
export function FileGrievancePage() {
  useDocumentTitle(TEXTS.newTitle);
  const fileGrievance = useFileGrievance();
  const [filed, setFiled] = useState<Filed | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(values: Values, formik: FormikHelpers<Values>) {
    setFailure(null);
    const input = grievanceFormSchema.cast(values);
    const { outcome, grievance } = await fileGrievance({
      ...input,
      category: input.category.toUpperCase() as GrievanceCategory,
      email: input.email ?? null,
      phone: input.phone ?? null,
    });
    if (outcome.ok && grievance) {
      setFiled(grievance);
      return;
    }
    const errors = outcome.ok ? [] : outcome.errors;
    const unplaced = applyPayloadErrors(formik, errors, FIELDS);
    setFailure(unplaced ?? (errors.length ? null : outcome.message));
  }

  return (
    <section className="page grievance-page" aria-labelledby="file-grievance-title">
      <h1 id="file-grievance-title" className="page__title">
        {TEXTS.newTitle}
      </h1>
      {filed ? (
        <Registered filed={filed} />
      ) : (
        <>
          <p className="grievance-page__lead">{TEXTS.newLead}</p>
          <Formik<Values>
            initialValues={EMPTY}
            validationSchema={grievanceFormSchema}
            onSubmit={submit}
          >
            {({ isSubmitting }) => (
              <Form className="form grievance-form" noValidate aria-label={TEXTS.newTitle}>
                <CategoryField />
                <TextField name="subject" label={TEXTS.subject} />
                <TextField name="description" label={TEXTS.description} rows={6} />
                <TextField name="name" label={TEXTS.name} autoComplete="name" />
                <p className="grievance-form__hint">{TEXTS.contactHint}</p>
                <TextField name="email" label={TEXTS.email} type="email" autoComplete="email" />
                <TextField name="phone" label={TEXTS.phone} type="tel" autoComplete="tel" />
                <FormError message={failure} />
                <SubmitButton busy={isSubmitting}>{TEXTS.submit}</SubmitButton>
              </Form>
            )}
          </Formik>
        </>
      )}
    </section>
  );
}
