import { useTournamentScheduleQuery } from '../../../generated/tournaments';
import { formatUtcDateTime, isoOf } from '../../../lib/format-date';
import './match-schedule.css';

/**
 * ALL: the tournament's matches, each with its map and start (the rules' rotation unless the
 * organiser chose otherwise), so squads know the night before they book. Nothing while it loads
 * or when the platform has no schedule to give.
 */
export function MatchSchedule({ tournamentId }: { tournamentId: string }) {
  const { data } = useTournamentScheduleQuery({ variables: { id: tournamentId } });
  const matches = data?.tournament?.matches ?? [];
  if (!matches.length) return null;
  return (
    <section className="match-schedule" aria-labelledby="match-schedule-heading">
      <h2 className="tab-heading" id="match-schedule-heading">
        Schedule
      </h2>
      <table className="match-schedule__table">
        <thead>
          <tr>
            <th scope="col">Match</th>
            <th scope="col">Map</th>
            <th scope="col">Starts</th>
          </tr>
        </thead>
        <tbody>
          {matches.map((match) => (
            <tr key={match.number}>
              <th scope="row">Match {match.number}</th>
              <td>{match.map}</td>
              <td>
                <time dateTime={isoOf(match.startsAt)}>{formatUtcDateTime(match.startsAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
