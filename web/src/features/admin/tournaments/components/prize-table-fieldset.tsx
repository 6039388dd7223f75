import { getIn, useFormikContext } from 'formik';
import { formatRupees } from '#common/money';
import { PRIZE_RANKS_MAX, type PrizeTableValues, ordinal } from '#common/prize-table';
import { FormError } from '../../../../components/form/form-error';
import { TextField } from '../../../../components/form/text-field';
import { prizeTableFigures } from '../utils/prize-table-values';

interface PrizeTableForm {
  prizeTable: PrizeTableValues;
  prizePool: string;
}

/** The live line under the table: what the ranks take of the pool and what they leave. */
function PoolLine({ values }: { values: PrizeTableForm }) {
  const { ranksPaise, poolPaise, leftPaise } = prizeTableFigures(
    values.prizeTable,
    values.prizePool,
  );
  if (poolPaise === undefined) {
    return (
      <p className="tournament-form__hint">Type the prize pool to see what the ranks leave.</p>
    );
  }
  return (
    <p className="tournament-form__hint" aria-live="polite">
      Rank prizes {formatRupees(ranksPaise)} of the {formatRupees(poolPaise)} prize pool;{' '}
      {leftPaise !== undefined && leftPaise >= 0
        ? `${formatRupees(leftPaise)} left for kill prizes.`
        : `${formatRupees(-(leftPaise ?? 0))} over the pool.`}
    </p>
  );
}

/**
 * The prizes players see before they book (decision 044): an amount per finishing rank and per
 * kill, in rupees, within the prize pool typed above; ranks left empty win nothing.
 */
export function PrizeTableFieldset() {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<PrizeTableForm>();
  const ranks = values.prizeTable.ranks;
  const setRanks = (rows: PrizeTableValues['ranks']) =>
    void setFieldValue('prizeTable.ranks', rows);
  const total = getIn(errors, 'prizeTable.total') as string | undefined;
  return (
    <fieldset className="points-fieldset prize-table-fieldset">
      <legend>Prize table</legend>
      <p className="tournament-form__hint">
        Shown on the tournament&apos;s page before booking. Leave it empty for no prize table.
      </p>
      <ol className="points-fieldset__places">
        {ranks.map((_, index) => (
          <li key={index}>
            <TextField
              name={`prizeTable.ranks.${index}.amount`}
              label={`${ordinal(index + 1)} prize (₹)`}
              inputMode="decimal"
            />
          </li>
        ))}
      </ol>
      <div className="points-fieldset__tools">
        <button
          type="button"
          className="button button--ghost"
          disabled={ranks.length >= PRIZE_RANKS_MAX}
          onClick={() => setRanks([...ranks, { amount: '' }])}
        >
          Add a rank
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={ranks.length === 0}
          onClick={() => setRanks(ranks.slice(0, -1))}
        >
          Remove the last rank
        </button>
      </div>
      <TextField name="prizeTable.perKill" label="Prize per kill (₹)" inputMode="decimal" />
      <PoolLine values={values} />
      <FormError message={submitCount > 0 ? total : null} />
    </fieldset>
  );
}
