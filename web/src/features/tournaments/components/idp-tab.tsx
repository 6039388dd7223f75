import { CopyButton } from '../../../components/copy-button/copy-button';
import { Loader } from '../../../components/loader/loader';
import { StatusMessage } from '../../../components/states/status-message';
import { useTournamentRoomQuery } from '../../../generated/graphql';
import { DISCORD_URL } from '../../../lib/site-info';

export const NOT_REGISTERED = 'You have not registered for the tournament';
export const ROOM_NOT_RELEASED = 'ID & Password will be released when the match starts.';

function Credential({ label, value }: { label: string; value: string }) {
  return (
    <div className="credential">
      <dt>{label}</dt>
      <dd>
        <code className="credential__value">{value}</code>
        <CopyButton value={value} label={`Copy ${label}`} />
      </dd>
    </div>
  );
}

/**
 * IDP: the room ID and password once released, for entered players. Asked afresh each time
 * the tab opens, since the organiser releases the room just before the match.
 */
export function IdpTab({
  tournamentId,
  loggedIn,
  discordUrl,
}: {
  tournamentId: string;
  loggedIn: boolean;
  discordUrl: string | null;
}) {
  const { data, loading, error } = useTournamentRoomQuery({
    variables: { id: tournamentId },
    skip: !loggedIn,
    fetchPolicy: 'network-only',
  });
  if (!loggedIn) return <StatusMessage>{NOT_REGISTERED}</StatusMessage>;
  const room = data?.tournament?.room;
  if (loading && !room) return <Loader label="Loading room details..." />;
  if (error || !room) return <StatusMessage>{NOT_REGISTERED}</StatusMessage>;

  return (
    <div className="idp">
      {room.released && room.roomId && room.password ? (
        <dl className="credentials">
          <Credential label="Room ID" value={room.roomId} />
          <Credential label="Password" value={room.password} />
        </dl>
      ) : (
        <StatusMessage>{ROOM_NOT_RELEASED}</StatusMessage>
      )}
      <p>
        Trouble joining the room?{' '}
        <a href={discordUrl ?? DISCORD_URL} target="_blank" rel="noopener noreferrer">
          Get help on Discord
        </a>
      </p>
    </div>
  );
}
