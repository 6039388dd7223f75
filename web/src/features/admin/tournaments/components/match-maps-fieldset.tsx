import { useFormikContext } from 'formik';
import { MATCH_MAPS } from '#common/match-schedule';
import { matchMapsOf } from '../utils/match-maps-values';
import './match-maps-fieldset.css';

interface MapsValues {
  matchesCount: string;
  matchMaps: string[];
}

/**
 * A map per match for a new tournament, the rules' rotation (Bermuda, Purgatory, Kalahari,
 * Nextera, Alpine) filled in; one select per match, as many as the Matches field says.
 */
export function MatchMapsFieldset() {
  const { values, setFieldValue } = useFormikContext<MapsValues>();
  const maps = matchMapsOf(values.matchesCount, values.matchMaps);
  return (
    <fieldset className="match-maps-fieldset">
      <legend>Maps</legend>
      {maps.length ? (
        <ol className="match-maps-fieldset__list">
          {maps.map((map, index) => (
            <li key={index} className="form-field">
              <label htmlFor={`match-map-${index + 1}`} className="form-field__label">
                Match {index + 1} map
              </label>
              <select
                id={`match-map-${index + 1}`}
                className="text-input"
                value={map}
                onChange={(event) => {
                  const next = [...maps];
                  next[index] = event.target.value;
                  void setFieldValue('matchMaps', next);
                }}
              >
                {MATCH_MAPS.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ol>
      ) : (
        <p className="tournament-form__hint">Enter the number of matches to pick their maps.</p>
      )}
      <p className="tournament-form__hint">
        A match every 30 minutes from the start; change a match&apos;s start on the match desk.
      </p>
    </fieldset>
  );
}
