import { matchRoomLabel } from '#common/match-schedule';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { type MatchScheduleQuery, useMatchScheduleQuery } from '../../../../generated/admin';
import { formatDateTime } from '../../../../lib/format-date';
import { MatchPlanForm } from './match-plan-form';
import { MatchRoomForm } from './match-room-form';
import './schedule-section.css';

type ScheduledMatch = NonNullable<MatchScheduleQuery['admin']['tournament']>['schedule'][number];

/** Where a match's room is: not published, waiting for its time, or out to the squads. */
function roomState(match: ScheduledMatch): string {
  if (!match.room) return 'Room not published';
  if (match.room.releasedAt) return `Room out since ${formatDateTime(match.room.releasedAt)}`;
  return `Room goes out ${formatDateTime(match.room.releaseAt)}`;
}

/**
 * The night as a schedule: each match's map and start, and its own room published ahead. One
 * card per match, so a phone scrolls from match to match.
 */
export function ScheduleSection({
  tournamentId,
  tournamentStart,
}: {
  tournamentId: string;
  tournamentStart: string;
}) {
  const { data, error } = useMatchScheduleQuery({
    variables: { id: tournamentId },
    fetchPolicy: 'cache-and-network',
  });
  const schedule = data?.admin.tournament?.schedule;
  if (!schedule) {
    if (error) return <StatusMessage tone="error">Error: {error.message}</StatusMessage>;
    return <Loader label="Loading the schedule..." />;
  }
  if (!schedule.length) return <p className="console-card__meta">No matches scheduled.</p>;
  return (
    <ol className="match-schedule-desk">
      {schedule.map((match, index) => (
        <li key={match.number} className="console-card match-schedule-desk__match">
          <h3 className="match-schedule-desk__title">
            Match {match.number} · {match.map} · {formatDateTime(match.startsAt)}
          </h3>
          <p className="console-card__meta">
            {matchRoomLabel(match.number)}: {roomState(match)}
          </p>
          <MatchPlanForm
            tournamentId={tournamentId}
            tournamentStart={tournamentStart}
            match={match}
            previousStart={schedule[index - 1]?.startsAt ?? null}
            nextStart={schedule[index + 1]?.startsAt ?? null}
          />
          <MatchRoomForm
            tournamentId={tournamentId}
            matchNumber={match.number}
            startsAt={match.startsAt}
            room={match.room ?? null}
          />
        </li>
      ))}
    </ol>
  );
}
