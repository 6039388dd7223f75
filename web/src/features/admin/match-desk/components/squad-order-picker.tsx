import { useFormikContext } from 'formik';
import { ordinal } from '#common/points-systems';
import type { DeskTeam } from '../utils/result-sheet';
import type { FinishValues } from '../utils/finishing-order';

/**
 * Step 1: tap the squads in the order they finished; the first tap is the Booyah. Tapping a
 * placed squad takes it out again (the squads after it move up a place).
 */
export function SquadOrderPicker({
  squads,
  leftOut,
}: {
  squads: readonly DeskTeam[];
  leftOut: readonly DeskTeam[];
}) {
  const { values, setFieldValue } = useFormikContext<FinishValues>();
  const placeOf = (id: string) => values.order.indexOf(id) + 1;
  const toggle = (id: string) =>
    void setFieldValue(
      'order',
      values.order.includes(id)
        ? values.order.filter((placed) => placed !== id)
        : [...values.order, id],
    );
  return (
    <div className="finish-order">
      <p className="console-card__meta" id="finish-order-hint">
        Tap the squads in the order they finished: first tap = 1st (Booyah). {values.order.length}{' '}
        of {squads.length} placed.
      </p>
      <ul className="finish-order__squads" aria-describedby="finish-order-hint">
        {squads.map((squad) => {
          const place = placeOf(squad.id);
          return (
            <li key={squad.id}>
              <button
                type="button"
                className="finish-order__squad"
                aria-pressed={place > 0}
                onClick={() => toggle(squad.id)}
              >
                <span className="finish-order__place" aria-hidden={place === 0}>
                  {place > 0 ? ordinal(place) : '–'}
                </span>
                <span className="finish-order__name">{squad.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="finish-order__tools">
        <button
          type="button"
          className="button button--ghost"
          disabled={values.order.length === 0}
          onClick={() => void setFieldValue('order', values.order.slice(0, -1))}
        >
          Undo last
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={values.order.length === 0}
          onClick={() => void setFieldValue('order', [])}
        >
          Clear order
        </button>
      </div>
      {leftOut.length > 0 && (
        <p className="console-card__meta">
          Left out by rule:{' '}
          {leftOut.map((squad) => `${squad.name} (${squad.status.toLowerCase()})`).join(', ')}
        </p>
      )}
    </div>
  );
}
