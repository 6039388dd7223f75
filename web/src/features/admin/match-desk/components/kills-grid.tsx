import { Field, useFormikContext } from 'formik';
import { type FocusEvent, useMemo } from 'react';
import { PLAYERS_PER_SQUAD, type PointsSystem, ordinal } from '#common/points-systems';
import { rowTotal } from '#common/standings';
import type { DeskTeam } from '../utils/result-sheet';
import { type FinishValues, killsKey, previewRows } from '../utils/finishing-order';

/**
 * Step 2: kills per player in a compact grid, one line per squad in finishing order, its
 * points beside it as the points system scores them. Blank is 0, so only kills are typed.
 */
export function KillsGrid({
  squads,
  system,
}: {
  squads: readonly DeskTeam[];
  system: PointsSystem;
}) {
  const { values } = useFormikContext<FinishValues>();
  const byId = new Map(squads.map((squad) => [squad.id, squad]));
  const rows = useMemo(() => previewRows(system, squads, values), [system, squads, values]);
  return (
    <ol className="kills-grid" aria-label="Kills per player">
      {values.order.map((teamId, index) => {
        const squad = byId.get(teamId);
        if (!squad) return null;
        const row = rows[index];
        const players = [...squad.players].sort((a, b) => a.position - b.position);
        return (
          <li key={teamId} className="kills-grid__squad">
            <fieldset className="kills-grid__fieldset">
              <legend className="kills-grid__legend">
                {ordinal(index + 1)} {squad.name}
                <span className="kills-grid__points">
                  {row ? `${rowTotal(row, system.pointsPerKill)} pts` : ''}
                </span>
              </legend>
              <div className="kills-grid__cells">
                {Array.from({ length: PLAYERS_PER_SQUAD }, (_, player) => (
                  <label key={player} className="kills-grid__cell">
                    <span className="kills-grid__label">
                      P{player + 1}
                      <span className="visually-hidden">
                        {' '}
                        kills {players[player]?.inGameName ?? ''} of {squad.name}
                      </span>
                    </span>
                    <Field
                      name={`kills.${killsKey(teamId)}.${player}`}
                      className="text-input kills-grid__input"
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      placeholder="0"
                      onFocus={(event: FocusEvent<HTMLInputElement>) => event.target.select()}
                    />
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}
