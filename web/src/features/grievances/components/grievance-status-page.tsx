import { Form, Formik } from 'formik';
import { Link, useSearchParams } from 'react-router';
import { GRIEVANCE_MESSAGES } from '#common/grievances';
import { grievanceLookupSchema } from '#common/validation/grievances';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { PATHS } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGrievanceLookup } from '../api/use-grievances';
import { GRIEVANCE_PAGE_TEXTS as TEXTS } from '../utils/grievance-texts';
import { GrievanceCase } from './grievance-case';
import { MyGrievances } from './my-grievances';
import './grievances.css';

type Values = { number: string; contact: string };

/**
 * /grievances/status: anyone reads a complaint by its acknowledgement number and the e-mail or
 * phone it was filed with; a logged-in player also sees their own complaints.
 */
export function GrievanceStatusPage() {
  useDocumentTitle(TEXTS.statusTitle);
  const [params] = useSearchParams();
  const { loggedIn } = useSession();
  const lookup = useGrievanceLookup();

  async function submit(values: Values) {
    const { number, contact } = grievanceLookupSchema.cast(values);
    await lookup.check(number, contact);
  }

  return (
    <section className="page grievance-page" aria-labelledby="grievance-status-title">
      <h1 id="grievance-status-title" className="page__title">
        {TEXTS.statusTitle}
      </h1>
      <Formik<Values>
        initialValues={{ number: params.get('number') ?? '', contact: '' }}
        validationSchema={grievanceLookupSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form className="form grievance-form" noValidate aria-label={TEXTS.statusTitle}>
            <TextField
              name="number"
              label={TEXTS.number}
              autoCapitalize="characters"
              spellCheck={false}
            />
            <TextField name="contact" label={TEXTS.contact} autoComplete="email" />
            <FormError message={lookup.failed ? TEXTS.lookupFailed : null} />
            <SubmitButton busy={isSubmitting}>{TEXTS.check}</SubmitButton>
          </Form>
        )}
      </Formik>
      {lookup.checked &&
        (lookup.grievance ? (
          <GrievanceCase grievance={lookup.grievance} />
        ) : (
          <p role="status">{GRIEVANCE_MESSAGES.notFound}</p>
        ))}
      {loggedIn && <MyGrievances />}
      <p>
        <Link to={PATHS.grievanceNew}>{TEXTS.fileAnother}</Link>
      </p>
    </section>
  );
}
