import { CopyButton } from '../../../components/copy-button/copy-button';
import { Loader } from '../../../components/loader/loader';
import { StatusMessage } from '../../../components/states/status-message';
import { useSpecialTournamentMyTeamQuery } from '../../../generated/tournaments';
import { FactList } from './fact-list';
import { NOT_REGISTERED } from './idp-tab';

export const LOGIN_FOR_TEAM = 'Login to view team details.';

/** My Team: the viewer's team in a special tournament, with its code to share. */
export function MyTeamTab({ tournamentId, loggedIn }: { tournamentId: string; loggedIn: boolean }) {
  const { data, loading, error } = useSpecialTournamentMyTeamQuery({
    variables: { id: tournamentId },
    skip: !loggedIn,
    fetchPolicy: 'cache-and-network',
  });
  if (!loggedIn) return <StatusMessage>{LOGIN_FOR_TEAM}</StatusMessage>;
  const myTeam = data?.tournament?.myTeam;
  if (!myTeam) {
    if (loading) return <Loader label="Loading team details..." />;
    return <StatusMessage>{error ? NOT_REGISTERED : LOGIN_FOR_TEAM}</StatusMessage>;
  }
  // A player without a team of this tournament has nothing to show yet.
  if (myTeam.role === 'NONE') return <StatusMessage>{NOT_REGISTERED}</StatusMessage>;
  return (
    <FactList
      facts={[
        [
          'Team Code',
          myTeam.code && (
            <span className="credential">
              <code className="credential__value">{myTeam.code}</code>
              <CopyButton value={myTeam.code} label="Copy Team Code" />
            </span>
          ),
        ],
        ['Team Name', myTeam.name],
        ['Players Joined', myTeam.playersJoined],
        ['Players Required', myTeam.playersNeeded],
      ]}
    />
  );
}
