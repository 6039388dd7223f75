import { Field } from 'formik';
import { TextField } from '../../../../components/form/text-field';
import type { TournamentKind, TournamentStatus } from '../../../../generated/admin';
import { localZoneLabel } from '../../../../lib/local-date-time';
import type { TournamentFormValues } from '../utils/tournament-form-values';
import { DeclarationFieldset } from './declaration-fieldset';
import { SelectField } from '../../../../components/form/select-field';
import { BannerField, DateTimeField } from './tournament-form-fields';
import { KIND_LABELS, STATUS_LABELS } from './tournament-status';

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
        hint="A cancelled tournament whose fees were refunded cannot be reopened."
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

/** Every field of a tournament, grouped as an organiser fills them in. */
export function TournamentFields({
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
      <DeclarationFieldset prizeSource={values.prizeSource} />
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
