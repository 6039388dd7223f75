import { Field, getIn, useField, useFormikContext } from 'formik';
import { type FocusEvent, type ReactNode, useId } from 'react';
import { type DeskTeam, KILL_FIELDS, type SheetValues } from '../utils/result-sheet';

/** A count cell: numeric keypad on a phone, the whole value selected on focus to type over it. */
function CountCell({ name, label, hint }: { name: string; label: string; hint?: ReactNode }) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const id = useId();
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined;
  return (
    <div className="sheet-cell">
      <label htmlFor={id} className="sheet-cell__label">
        {label}
        {hint && <span className="sheet-cell__hint"> {hint}</span>}
      </label>
      <input
        {...field}
        id={id}
        className="text-input sheet-cell__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        onFocus={(event: FocusEvent<HTMLInputElement>) => event.target.select()}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function Toggle({ name, label }: { name: string; label: string }) {
  return (
    <label className="choice-chip sheet-toggle">
      <Field type="checkbox" name={name} />
      {label}
    </label>
  );
}

/** One team's result in the match: a stacked card of four kills, position points and flags. */
export function SheetRow({ index, team }: { index: number; team: DeskTeam }) {
  const { values } = useFormikContext<SheetValues>();
  const row = `rows.${index}`;
  const played = getIn(values, `${row}.participated`) as boolean;
  const players = [...team.players].sort((a, b) => a.position - b.position);
  return (
    <fieldset className={`sheet-row${played ? '' : ' sheet-row--out'}`}>
      <legend className="sheet-row__team">{team.name}</legend>
      <div className="sheet-row__kills">
        {KILL_FIELDS.map((field, position) => (
          <CountCell
            key={field}
            name={`${row}.${field}`}
            label={`P${position + 1} kills`}
            hint={players[position]?.inGameName ?? '—'}
          />
        ))}
      </div>
      <CountCell name={`${row}.positionPoints`} label="Position points" />
      <div className="sheet-row__toggles">
        <Toggle name={`${row}.participated`} label="Played" />
        <Toggle name={`${row}.booyah`} label="Booyah" />
      </div>
    </fieldset>
  );
}
