import { Loader } from '../../../components/loader/loader';
import { StatusMessage } from '../../../components/states/status-message';
import { useTournamentStandingsQuery } from '../../../generated/tournaments';
import { useLivePollInterval } from '../../../lib/live/live-context';
import { DisputeMatch } from '../../match-night/public';
import { MatchNotes } from './match-notes';
import { StandingsTable } from './standings-table';
import { useOwnSquadName } from '../../squads/public';

/**
 * POINTS: Overall Standings, then one table per match, numbered 1 to the match count. Posted
 * results arrive with the page's tournament pushes (merged by the cache), or by polling while
 * the live socket cannot connect.
 */
export function PointsTab({ tournamentId }: { tournamentId: string }) {
  const pollInterval = useLivePollInterval();
  const { data, loading, error } = useTournamentStandingsQuery({
    variables: { id: tournamentId },
    fetchPolicy: 'cache-and-network',
    pollInterval,
  });
  const ownTeam = useOwnSquadName(tournamentId);
  const standings = data?.tournament?.standings;
  if (!standings) {
    if (loading) return <Loader label="Loading points..." />;
    if (error) return <StatusMessage tone="error">Error: {error.message}</StatusMessage>;
    return <StatusMessage>No results yet.</StatusMessage>;
  }
  return (
    <div className="points">
      <h2 className="tab-heading">Overall Standings</h2>
      <StandingsTable caption="Overall Standings" lines={standings.overall} ownTeam={ownTeam} />
      {standings.matches.map((match) => (
        <section key={match.matchNumber} aria-labelledby={`match-${match.matchNumber}`}>
          <h3 id={`match-${match.matchNumber}`} className="tab-heading">
            Match {match.matchNumber}
          </h3>
          <StandingsTable
            caption={`Match ${match.matchNumber}`}
            lines={match.lines}
            ownTeam={ownTeam}
          />
          <MatchNotes matchNumber={match.matchNumber} notes={match} />
          {match.lines.length > 0 && (
            <DisputeMatch tournamentId={tournamentId} matchNumber={match.matchNumber} />
          )}
        </section>
      ))}
    </div>
  );
}
