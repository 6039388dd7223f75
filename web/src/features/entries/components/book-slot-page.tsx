import { Form, Formik } from 'formik';
import { useParams } from 'react-router';
import { bookSlotFormSchema } from '#common/validation';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useBookSlotMutation } from '../../../generated/entries';
import { tournamentDetailsPath } from '../../../lib/paths';
import { BALANCE_QUERY } from '../../../lib/viewer-balance-query';
import { PaidEntryAgeCheck } from './paid-entry-age-check';
import { EntryPage, WhatsappNumberField } from './entry-page';
import { useEntrySubmission } from './use-entry-submission';
import './entries.css';

type Values = {
  teamName: string;
  inGameName: string;
  player2: string;
  player3: string;
  player4: string;
  player5: string;
  player6: string;
  whatsappNumber: string;
};

const INITIAL: Values = {
  teamName: '',
  inGameName: '',
  player2: '',
  player3: '',
  player4: '',
  player5: '',
  player6: '',
  whatsappNumber: '',
};

const FIELDS = Object.keys(INITIAL) as (keyof Values)[];

function BookSlotForm() {
  const { tournamentId = '' } = useParams();
  const [bookSlot] = useBookSlotMutation({
    refetchQueries: ({ data }) => (data?.bookSlot.errors.length === 0 ? [BALANCE_QUERY] : []),
  });
  const { submit, failure, succeeded } = useEntrySubmission<Values>(
    FIELDS,
    tournamentDetailsPath(tournamentId),
  );

  return (
    <Formik
      initialValues={INITIAL}
      validationSchema={bookSlotFormSchema}
      onSubmit={async (values, formik) => {
        // The schema trims; an empty substitute is sent as none.
        const clean = bookSlotFormSchema.cast(values);
        await submit(formik, async () => {
          const { data } = await bookSlot({
            variables: {
              input: {
                ...clean,
                tournamentId,
                player5: clean.player5 || null,
                player6: clean.player6 || null,
              },
            },
          });
          return data?.bookSlot;
        });
      }}
    >
      {({ isSubmitting }) => (
        <Form className="form entry-form" noValidate>
          <TextField name="teamName" label="Team Name" autoComplete="off" />
          <TextField name="inGameName" label="In-Game Name" autoComplete="off" />
          <TextField name="player2" label="Player 2" autoComplete="off" />
          <TextField name="player3" label="Player 3" autoComplete="off" />
          <TextField name="player4" label="Player 4" autoComplete="off" />
          <TextField name="player5" label="Player 5 (optional)" autoComplete="off" />
          <TextField name="player6" label="Player 6 (optional)" autoComplete="off" />
          <WhatsappNumberField />
          <FormError message={failure} />
          <SubmitButton busy={isSubmitting} disabled={succeeded}>
            Book Slot
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

/** /tournament/bookslot/{tournamentId}: a squad's slot in a normal tournament (SPEC §2). */
export function BookSlotPage() {
  return (
    <EntryPage title="Book Slot">
      <PaidEntryAgeCheck kind="NORMAL" />
      <BookSlotForm />
    </EntryPage>
  );
}
