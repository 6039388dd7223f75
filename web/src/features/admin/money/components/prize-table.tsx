import { FieldArray, useFormikContext } from 'formik';
import { TextField } from '../../../../components/form/text-field';
import type { PrizeRow } from '../utils/payout-plan';

const ordinal = (place: number) => {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  return `${place}${['th', 'st', 'nd', 'rd'][place % 10] ?? 'th'}`;
};

/** The organiser's prize table: one rupee amount per finishing place, rows added or removed. */
export function PrizeTable() {
  const { values } = useFormikContext<{ prizes: PrizeRow[] }>();
  return (
    <fieldset className="prize-table">
      <legend className="console-section__title">Prizes by place</legend>
      <FieldArray name="prizes">
        {({ push, remove }) => (
          <>
            <ol className="console-list prize-table__rows">
              {values.prizes.map((_, index) => (
                <li key={index} className="prize-table__row">
                  <TextField
                    name={`prizes.${index}.amount`}
                    label={`${ordinal(index + 1)} place (₹)`}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="0.01"
                  />
                  {values.prizes.length > 1 && (
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={`Remove ${ordinal(index + 1)} place`}
                      onClick={() => remove(index)}
                    >
                      Remove
                    </button>
                  )}
                </li>
              ))}
            </ol>
            <button type="button" className="button" onClick={() => push({ amount: '' })}>
              Add a place
            </button>
          </>
        )}
      </FieldArray>
    </fieldset>
  );
}
