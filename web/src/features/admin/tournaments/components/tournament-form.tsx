import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { useNavigate } from 'react-router';
import { tournamentFormSchema } from '#common/validation';
import { FormError } from '../../../../components/form/form-error';
import { applyPayloadErrors } from '../../../../components/form/payload-errors';
import { SubmitButton } from '../../../../components/form/submit-button';
import { TextField } from '../../../../components/form/text-field';
import {
  type ConsoleTournamentPayloadFieldsFragment,
  type TournamentKind,
  type TournamentStatus,
  useCreateTournamentMutation,
  useUpdateTournamentMutation,
} from '../../../../generated/admin';
import { adminTournamentPath } from '../../../../lib/paths';
import { payloadFailureMessage, thrownServerMessage } from '../../../entries/utils/server-message';
import {
  FORM_FIELDS,
  type TournamentFormValues,
  localZoneLabel,
  toCreateInput,
  toPatch,
} from '../utils/tournament-form-values';
import { BannerField, DateTimeField, SelectField } from './tournament-form-fields';
import { KIND_LABELS, STATUS_LABELS } from './tournament-status';

const SAVE_FAILED = 'The tournament could not be saved. Try again.';
const NOTHING_CHANGED = 'Nothing changed: there is nothing to save.';

/** Cancelling refunds every entry fee, so it has its own button that shows the refunds first. */
const FORM_STATUSES: readonly TournamentStatus[] = ['UPCOMING', 'LIVE', 'COMPLETED'];

function KindField({ fixedKind }: { fixedKind: TournamentKind | null }) {
  return (
    <fieldset>
      <legend>Kind</legend>
      {fixedKind ? (
        <p>{KIND_LABELS[fixedKind]} (fixed once created)</p>
      ) : (
        <div className="kind-choice">
          {(['NORMAL', 'SPECIAL'] as const).map((kind) => (
            <label key={kind} className="choice-chip">
              <Field type="radio" name="kind" value={kind} />
              {KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      )}
      <p className="tournament-form__hint">
        Normal: each squad books a slot. Special: a player creates a team and the others join it by
        its code.
      </p>
    </fieldset>
  );
}

function StatusField({ current }: { current: TournamentStatus | null }) {
  if (current === 'CANCELLED') {
    return (
      <SelectField
        name="status"
        label="Status"
        disabled
        hint="A cancelled tournament cannot be reopened."
      >
        <option value="CANCELLED">{STATUS_LABELS.CANCELLED}</option>
      </SelectField>
    );
  }
  return (
    <SelectField
      name="status"
      label="Status"
      hint="To cancel, use Cancel tournament: it shows the refunds first."
    >
      {FORM_STATUSES.map((status) => (
        <option key={status} value={status}>
          {STATUS_LABELS[status]}
        </option>
      ))}
    </SelectField>
  );
}

function TournamentFields({
  values,
  existing,
}: {
  values: TournamentFormValues;
  existing: { kind: TournamentKind; status: TournamentStatus } | null;
}) {
  return (
    <>
      <KindField fixedKind={existing?.kind ?? null} />
      <fieldset>
        <legend>Tournament</legend>
        <TextField name="name" label="Name" autoComplete="off" />
        <TextField name="title" label="Title" autoComplete="off" />
        <BannerField />
      </fieldset>
      <fieldset>
        <legend>Money, slots and matches</legend>
        <div className="tournament-form__pair">
          <TextField name="prizePool" label="Prize pool (₹)" inputMode="decimal" />
          <TextField name="entryFee" label="Entry fee (₹, 0 for free)" inputMode="decimal" />
          <TextField name="totalSlots" label="Total slots" inputMode="numeric" />
          <TextField name="matchesCount" label="Matches" inputMode="numeric" />
          {values.kind === 'SPECIAL' &&
            (existing ? (
              <p>{values.teamSize} players per team (fixed once created)</p>
            ) : (
              <TextField name="teamSize" label="Players per team" inputMode="numeric" />
            ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Game</legend>
        <div className="tournament-form__pair">
          <TextField name="type" label="Type" autoComplete="off" />
          <TextField name="mode" label="Mode" autoComplete="off" />
        </div>
      </fieldset>
      <fieldset>
        <legend>Schedule</legend>
        <p className="tournament-form__hint">
          In your time ({localZoneLabel()}). Registration opens, then closes, then the tournament
          starts.
        </p>
        <DateTimeField name="registrationOpensAt" label="Registration opens" />
        <DateTimeField name="registrationClosesAt" label="Registration closes" />
        <DateTimeField name="startsAt" label="Starts" />
      </fieldset>
      <fieldset>
        <legend>Status and links</legend>
        <StatusField current={existing?.status ?? null} />
        <TextField name="organiser" label="Organiser" autoComplete="off" />
        <TextField name="discordUrl" label="Discord link" inputMode="url" autoComplete="off" />
        <TextField
          name="liveStreamUrl"
          label="Live stream link"
          inputMode="url"
          autoComplete="off"
        />
      </fieldset>
    </>
  );
}

type Payload = ConsoleTournamentPayloadFieldsFragment | null | undefined;

/**
 * Create or edit a tournament. Every rule is checked here first (the shared schema); the
 * platform's refusals land on their fields. On success: a toast, then the match desk.
 */
export function TournamentForm({
  initialValues,
  existing,
}: {
  initialValues: TournamentFormValues;
  /** The tournament being edited; null creates one. */
  existing: { id: string; kind: TournamentKind; status: TournamentStatus } | null;
}) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [createTournament] = useCreateTournamentMutation();
  const [updateTournament] = useUpdateTournamentMutation();

  async function send(values: TournamentFormValues): Promise<Payload | 'unchanged'> {
    if (!existing) {
      const { data } = await createTournament({ variables: { input: toCreateInput(values) } });
      return data?.createTournament;
    }
    const patch = toPatch(initialValues, values);
    if (Object.keys(patch).length === 0) return 'unchanged';
    const { data } = await updateTournament({ variables: { id: existing.id, patch } });
    return data?.updateTournament;
  }

  async function submit(values: TournamentFormValues, formik: FormikHelpers<TournamentFormValues>) {
    setFailure(null);
    const fail = (message: string) => {
      setFailure(message);
      toast.error(message);
    };
    try {
      const payload = await send(values);
      if (payload === 'unchanged') {
        setFailure(NOTHING_CHANGED);
        return;
      }
      if (payload && payload.errors.length === 0) {
        toast.success(payload.message || (existing ? 'Tournament saved' : 'Tournament created'));
        const id = payload.tournament?.id ?? existing?.id;
        if (id) void navigate(adminTournamentPath(id));
        return;
      }
      const unplaced = payload ? applyPayloadErrors(formik, payload.errors, FORM_FIELDS) : null;
      fail((payload && payloadFailureMessage(payload, unplaced)) ?? SAVE_FAILED);
    } catch (error) {
      fail(thrownServerMessage(error) ?? SAVE_FAILED);
    }
  }

  return (
    <Formik initialValues={initialValues} validationSchema={tournamentFormSchema} onSubmit={submit}>
      {({ isSubmitting, values }) => (
        <Form className="tournament-form" noValidate>
          <TournamentFields values={values} existing={existing} />
          <FormError message={failure} />
          <SubmitButton busy={isSubmitting} busyLabel="Saving…">
            {existing ? 'Save changes' : 'Create tournament'}
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
