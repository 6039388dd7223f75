import { SQUAD_MAX_PLAYERS } from '#common/constants';
import { Accordion } from '../../../components/accordion/accordion';
import { StatusMessage } from '../../../components/states/status-message';
import { type TournamentKind, useTournamentTeamsQuery } from '../../../generated/tournaments';

export const TEAMS_REFUSED = 'Register to view teams.';

/**
 * TEAMS: an accordion of the entered teams, each opening on its players (at most 6). Only
 * entered players may see them; a visitor is not asked for, as the answer would be the same.
 */
export function TeamsTab({
  tournamentId,
  kind,
  loggedIn,
}: {
  tournamentId: string;
  kind: TournamentKind;
  loggedIn: boolean;
}) {
  const { data, loading } = useTournamentTeamsQuery({
    variables: { id: tournamentId, kind },
    skip: !loggedIn,
    fetchPolicy: 'cache-and-network',
  });
  if (!loggedIn) return <StatusMessage>{TEAMS_REFUSED}</StatusMessage>;
  const teams = data?.tournament?.teams;
  // Without teams, a failure of any kind (not entered, session gone) reads as the spec says.
  if (!teams) {
    if (loading) return <p role="status">Loading teams...</p>;
    return <StatusMessage>{TEAMS_REFUSED}</StatusMessage>;
  }
  if (teams.length === 0) return <StatusMessage>No teams have registered yet.</StatusMessage>;
  return (
    <Accordion
      items={teams.map((team, index) => ({
        key: team.id,
        title: `${index + 1}. ${team.name}`,
        content: (
          <ul className="player-list">
            {team.players.slice(0, SQUAD_MAX_PLAYERS).map((player) => (
              <li key={player.position}>
                Player {player.position}: {player.inGameName}
              </li>
            ))}
          </ul>
        ),
      }))}
    />
  );
}
