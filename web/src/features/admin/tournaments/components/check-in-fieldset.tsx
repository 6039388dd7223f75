import { useFormikContext } from 'formik';
import { TextField } from '../../../../components/form/text-field';
import { type CheckInFormValues, DEFAULT_CHECK_IN, NO_CHECK_IN } from '../utils/check-in-values';

/**
 * The optional check-in window before the first match: on, it opens 30 and closes 10 minutes
 * before it unless changed. Players read it (and that an absent squad's fee is not refunded)
 * on RULES before booking.
 */
export function CheckInFieldset() {
  const { values, setValues } = useFormikContext<CheckInFormValues>();
  const on = values.checkInOpensMinutes !== '' || values.checkInClosesMinutes !== '';
  return (
    <fieldset className="check-in-fieldset">
      <legend>Check-in</legend>
      <label className="form-field form-field--inline">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) =>
            void setValues(
              { ...values, ...(event.target.checked ? DEFAULT_CHECK_IN : NO_CHECK_IN) },
              true,
            )
          }
        />{' '}
        Squads check in before the first match
      </label>
      {on && (
        <>
          <TextField
            name="checkInOpensMinutes"
            label="Opens (minutes before the first match)"
            inputMode="numeric"
          />
          <TextField
            name="checkInClosesMinutes"
            label="Closes (minutes before the first match)"
            inputMode="numeric"
          />
          <p className="tournament-form__hint">
            A squad that has not checked in can be marked absent; its entry fee is not refunded.
          </p>
        </>
      )}
    </fieldset>
  );
}
