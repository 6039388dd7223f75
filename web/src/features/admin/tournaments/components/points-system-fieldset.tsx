import { getIn, useFormikContext } from 'formik';
import { POINTS_LIMITS, POINTS_PRESET_LABELS, ordinal } from '#common/points-systems';
import { FormError } from '../../../../components/form/form-error';
import { TextField } from '../../../../components/form/text-field';
import type { PointsPreset } from '../../../../generated/admin';
import {
  type PointsSystemFormValues,
  presetOfForm,
  presetValues,
} from '../utils/points-system-values';

const PRESETS: readonly PointsPreset[] = ['STANDARD', 'KILLS_ONLY', 'CUSTOM'];

/**
 * How results will score: a preset (the Free Fire standard by default), or a custom table the
 * organiser edits place by place. Players see it on the tournament's page before booking, and
 * it cannot change once a match has results.
 */
export function PointsSystemFieldset({ name = 'pointsSystem' }: { name?: string }) {
  const { values, setFieldValue, errors, submitCount } =
    useFormikContext<Record<string, PointsSystemFormValues>>();
  const system = getIn(values, name) as PointsSystemFormValues;
  const custom = system.preset === 'CUSTOM';
  const pick = (preset: PointsPreset) => void setFieldValue(name, presetValues(preset, system));
  const setPlaces = (places: string[]) => void setFieldValue(`${name}.places`, places);
  const presetError = getIn(errors, `${name}.preset`) as string | undefined;
  return (
    <fieldset className="points-fieldset">
      <legend>Points system</legend>
      <div className="kind-choice" role="radiogroup" aria-label="Points preset">
        {PRESETS.map((preset) => (
          <label key={preset} className="choice-chip">
            <input
              type="radio"
              name={`${name}.preset`}
              value={preset}
              checked={system.preset === preset}
              onChange={() => pick(preset)}
            />
            {POINTS_PRESET_LABELS[presetOfForm(preset)]}
          </label>
        ))}
      </div>
      {!custom && (
        <p className="tournament-form__hint">
          {system.places.length
            ? system.places.map((points, index) => `${ordinal(index + 1)} ${points}`).join(', ')
            : 'No points for places'}
          ; {system.perKill} per kill.
        </p>
      )}
      {custom && (
        <>
          <ol className="points-fieldset__places">
            {system.places.map((_, index) => (
              <li key={index}>
                <TextField
                  name={`${name}.places.${index}`}
                  label={`${ordinal(index + 1)} place points`}
                  inputMode="numeric"
                />
              </li>
            ))}
          </ol>
          <div className="points-fieldset__tools">
            <button
              type="button"
              className="button button--ghost"
              disabled={system.places.length >= POINTS_LIMITS.maxPlaces}
              onClick={() => setPlaces([...system.places, '0'])}
            >
              Add a place
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={system.places.length === 0}
              onClick={() => setPlaces(system.places.slice(0, -1))}
            >
              Remove the last place
            </button>
          </div>
          <TextField name={`${name}.perKill`} label="Points per kill" inputMode="numeric" />
          <FormError message={submitCount > 0 ? presetError : null} />
        </>
      )}
    </fieldset>
  );
}
