import type { OverlayTournamentFieldsFragment } from '../../../generated/overlay';
import { matchNow } from '../utils/overlay-view';

/**
 * The board a stream shows: the tournament, the match on now and its map, and the top teams
 * with what viewers follow (matches, booyahs, kills, points). Sized for a 1920×1080 canvas.
 */
export function OverlayBoard({
  tournament,
  top,
}: {
  tournament: OverlayTournamentFieldsFragment;
  top: number;
}) {
  const { standings } = tournament;
  const now = matchNow(tournament.matches, standings.matches, tournament.matchesCount);
  const lines = standings.overall.slice(0, top);
  return (
    <section className="overlay__board" aria-labelledby="overlay-title">
      <div className="overlay__header">
        <h1 id="overlay-title" className="overlay__title">
          {tournament.name}
        </h1>
        <p className="overlay__match">
          {now ? `Match ${now.number} of ${now.of} · ${now.map}` : 'Final standings'}
        </p>
      </div>
      {lines.length === 0 ? (
        <p className="overlay__empty">Standings appear after match 1.</p>
      ) : (
        <table className="overlay__table">
          <caption className="visually-hidden">Overall standings</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col" className="overlay__team">
                Team
              </th>
              <th scope="col">M</th>
              <th scope="col">Booyah</th>
              <th scope="col">Kills</th>
              <th scope="col">Pts</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.rank}-${line.teamName}`}>
                <td>{line.rank}</td>
                <th scope="row" className="overlay__team">
                  {line.teamName}
                </th>
                <td>{line.matchesPlayed}</td>
                <td>{line.booyahs}</td>
                <td>{line.kills}</td>
                <td className="overlay__points">{line.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
