import { CopyButton } from '../../../components/copy-button/copy-button';
import { Loader } from '../../../components/loader/loader';
import { StatusMessage } from '../../../components/states/status-message';
import {
  type RoomFieldsFragment,
  type TournamentScheduleQuery,
  useTournamentRoomQuery,
  useTournamentScheduleQuery,
} from '../../../generated/tournaments';
import { formatUtcLongDateTime, isoOf } from '../../../lib/format-date';
import { useLivePollInterval } from '../../../lib/live/live-context';
import { DISCORD_URL } from '../../../lib/site-info';
import { matchRoomLabel } from '#common/match-schedule';
import './match-schedule.css';

export const NOT_REGISTERED = 'You have not registered for the tournament';
export const ROOM_NOT_RELEASED = 'ID & Password will be released when the match starts.';

function Credential({
  label,
  value,
  copyLabel = `Copy ${label}`,
}: {
  label: string;
  value: string;
  copyLabel?: string;
}) {
  return (
    <div className="credential">
      <dt>{label}</dt>
      <dd>
        <code className="credential__value">{value}</code>
        <CopyButton value={value} label={copyLabel} />
      </dd>
    </div>
  );
}

type ScheduledMatch = NonNullable<TournamentScheduleQuery['tournament']>['matches'][number];

/** Each released match's room, newest match first: "Match 2 room" with its ID and password. */
function MatchRooms({ matches }: { matches: ScheduledMatch[] }) {
  return (
    <>
      {[...matches].reverse().map(({ number, map, room }) => (
        <section key={number} className="match-room" aria-label={matchRoomLabel(number)}>
          <h3 className="match-room__title">
            {matchRoomLabel(number)} · {map}
          </h3>
          <dl className="credentials">
            <Credential
              label="Room ID"
              value={room?.roomId ?? ''}
              copyLabel={`Copy ${matchRoomLabel(number)} ID`}
            />
            <Credential
              label="Password"
              value={room?.password ?? ''}
              copyLabel={`Copy ${matchRoomLabel(number)} password`}
            />
          </dl>
        </section>
      ))}
    </>
  );
}

/** Before the release: the spec's sentence, and when the room comes if the organiser set it. */
function NotReleased({ room }: { room: RoomFieldsFragment }) {
  return (
    <>
      <StatusMessage>{ROOM_NOT_RELEASED}</StatusMessage>
      {room.releasesAt && (
        <p className="idp__release">
          Release time:{' '}
          <time dateTime={isoOf(room.releasesAt)}>{formatUtcLongDateTime(room.releasesAt)}</time>
        </p>
      )}
    </>
  );
}

/**
 * IDP: each released match's room ID and password ("Match 2 room"), for members of booked
 * squads; before any, the spec's sentence. Asked afresh each time
 * the tab opens; the page's live socket writes a released room in as it comes (see
 * use-live-tournament.ts), and the tab polls while the socket cannot connect.
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
  const pollInterval = useLivePollInterval();
  const { data, loading, error } = useTournamentRoomQuery({
    variables: { id: tournamentId },
    skip: !loggedIn,
    fetchPolicy: 'network-only',
    pollInterval,
  });
  // Each match's own room; the room above is the latest released one (SPEC's room-details).
  const schedule = useTournamentScheduleQuery({
    variables: { id: tournamentId },
    skip: !loggedIn,
    fetchPolicy: 'network-only',
    pollInterval,
  });
  if (!loggedIn) return <StatusMessage>{NOT_REGISTERED}</StatusMessage>;
  const room = data?.tournament?.room;
  const released = (schedule.data?.tournament?.matches ?? []).filter(
    (match) => match.room?.roomId && match.room.password,
  );
  if (loading && !room) return <Loader label="Loading room details..." />;
  if (error || !room) return <StatusMessage>{NOT_REGISTERED}</StatusMessage>;

  return (
    <div className="idp">
      {released.length ? (
        <MatchRooms matches={released} />
      ) : room.released && room.roomId && room.password ? (
        <dl className="credentials">
          <Credential label="Room ID" value={room.roomId} />
          <Credential label="Password" value={room.password} />
        </dl>
      ) : (
        <NotReleased room={room} />
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
