import type { StandingLineFieldsFragment } from '../../../generated/tournaments';

const isOwn = (teamName: string, ownTeam: string | null) =>
  ownTeam !== null && teamName.trim().toLowerCase() === ownTeam.trim().toLowerCase();

/** One points table; wide tables scroll sideways on a phone instead of squeezing. */
export function StandingsTable({
  caption,
  lines,
  ownTeam = null,
}: {
  caption: string;
  lines: readonly StandingLineFieldsFragment[];
  /** The viewer's own squad: its rows stand out and say so to a screen reader. */
  ownTeam?: string | null;
}) {
  if (lines.length === 0) return <p className="muted">No results yet.</p>;
  // The SPEC's columns; a Penalty column only once a penalty was given.
  const penalised = lines.some((line) => line.penaltyPoints > 0);
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="standings-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Team</th>
            <th scope="col">Matches</th>
            <th scope="col">Booyah</th>
            <th scope="col">Position Points</th>
            <th scope="col">Kills</th>
            {penalised && <th scope="col">Penalty</th>}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr
              key={`${line.rank}-${line.teamName}`}
              className={isOwn(line.teamName, ownTeam) ? 'standings-table__own' : undefined}
            >
              <td>{line.rank}</td>
              <th scope="row">
                {line.teamName}
                {isOwn(line.teamName, ownTeam) && (
                  <span className="standings-table__own-label"> (your squad)</span>
                )}
              </th>
              <td>{line.matchesPlayed}</td>
              <td>{line.booyahs}</td>
              <td>{line.positionPoints}</td>
              <td>{line.kills}</td>
              {penalised && <td>{line.penaltyPoints ? `−${line.penaltyPoints}` : 0}</td>}
              <td className="standings-table__total">{line.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
