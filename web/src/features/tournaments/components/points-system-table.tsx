import { POINTS_PRESET_LABELS, type PointsPreset, ordinal } from '#common/points-systems';
import type { PointsSystemFieldsFragment } from '../../../generated/tournaments';

const presetOf = (preset: PointsSystemFieldsFragment['preset']) =>
  preset.toLowerCase() as PointsPreset;

/**
 * ALL: how results score, read before booking: points for each place, then per kill. Places
 * the table leaves out score 0, so a kills-only table is just its line per kill.
 */
export function PointsSystemTable({ system }: { system: PointsSystemFieldsFragment }) {
  const label = POINTS_PRESET_LABELS[presetOf(system.preset)];
  return (
    <section className="points-system" aria-labelledby="points-system-heading">
      <h2 id="points-system-heading" className="tab-heading">
        Points System
      </h2>
      <p className="muted">{label}. Ties break by Booyah, then kills, then position points.</p>
      {system.placementPoints.length > 0 && (
        <div className="table-scroll" role="region" aria-label="Points per place" tabIndex={0}>
          <table className="standings-table points-system__table">
            <caption className="visually-hidden">Points per place</caption>
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Points</th>
              </tr>
            </thead>
            <tbody>
              {system.placementPoints.map((points, index) => (
                <tr key={index}>
                  <th scope="row">{ordinal(index + 1)}</th>
                  <td>{points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="points-system__per-kill">
        {system.pointsPerKill} {system.pointsPerKill === 1 ? 'point' : 'points'} per kill
      </p>
    </section>
  );
}
