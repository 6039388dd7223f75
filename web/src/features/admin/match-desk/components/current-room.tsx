import type { MatchDeskQuery } from '../../../../generated/admin';
import { ConsoleTime } from '../../../../lib/zoned-time';

export type Room = NonNullable<NonNullable<MatchDeskQuery['admin']['tournament']>['room']>;

function At({ iso }: { iso: string }) {
  return <ConsoleTime iso={iso} />;
}

/** The room as published, and whether players have it yet or when they will. */
export function CurrentRoom({ room }: { room: Room | null }) {
  if (!room) return <p className="console-card__meta">No room published yet: players see none.</p>;
  return (
    <dl className="console-facts" aria-label="Current room">
      <dt>Room ID</dt>
      <dd>{room.roomId}</dd>
      <dt>Password</dt>
      <dd>{room.password}</dd>
      <dt>Published</dt>
      <dd>
        <At iso={room.publishedAt} />
      </dd>
      <dt>Players</dt>
      <dd>
        {room.releasedAt ? (
          <>
            Released <At iso={room.releasedAt} />
          </>
        ) : (
          <>
            Scheduled for <At iso={room.releaseAt} />
          </>
        )}
      </dd>
    </dl>
  );
}
