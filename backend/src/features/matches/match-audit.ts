import { matchRoomLabel } from '#common/match-schedule';
import type { MatchRow, TournamentRow } from '../../db/schema';
import type { AuditRecord } from '../../change/record-audit';
import type { RoomEvent } from './match-room';
import { formatIndianTime } from './match-mails';

/** The audit records of a schedule's writes, each a sentence with the tournament's name. */

const subject = (tournament: TournamentRow, actorId: number) => ({
  actorId,
  subjectId: tournament.tourn_id,
  tournamentId: tournament.tourn_id,
});

const timeOf = (date: Date | null) => (date ? formatIndianTime(new Date(date)) : null);

const roomOf = (match: MatchRow) => ({
  matchNo: match.match_no,
  roomId: match.room_published_at ? match.room_id : null,
  roomPassword: match.room_published_at ? match.room_password : null,
  releaseAt: match.room_release_at?.toISOString() ?? null,
});

const ROOM_VERBS: Record<RoomEvent, (after: MatchRow) => string> = {
  'room.scheduled': (after) => `to be released at ${timeOf(after.room_release_at)}`,
  'room.released': () => 'released at once to every booked squad',
  'room.changed': () => 'every booked squad told',
};

/** "Changed Match 2 room of Friday Scrims: ID 4417 → 5521 · every booked squad told". */
export function matchRoomAudit(
  tournament: TournamentRow,
  change: { before: MatchRow; after: MatchRow; event: RoomEvent },
  actorId: number,
): AuditRecord {
  const { before, after, event } = change;
  const label = matchRoomLabel(after.match_no);
  const id =
    before.room_published_at && before.room_id !== after.room_id
      ? `ID ${before.room_id ?? ''} → ${after.room_id ?? ''}`
      : `ID ${after.room_id ?? ''}`;
  const verb = before.room_published_at ? 'Changed' : 'Published';
  return {
    ...subject(tournament, actorId),
    action: 'MATCH_ROOM_PUBLISHED',
    summary: `${verb} ${label} of ${tournament.tourn_name}: ${id} · ${ROOM_VERBS[event](after)}`,
    before: roomOf(before),
    after: roomOf(after),
  };
}

const scheduleOf = (match: MatchRow) => ({
  matchNo: match.match_no,
  map: match.map,
  startsAt: new Date(match.starts_at).toISOString(),
});

/** "Friday Scrims · match 2: map Bermuda → Purgatory, start 18:30 IST → 18:45 IST". */
export function matchScheduleAudit(
  tournament: TournamentRow,
  before: MatchRow,
  after: MatchRow,
  actorId: number,
): AuditRecord | null {
  const changes: string[] = [];
  if (before.map !== after.map) changes.push(`map ${before.map} → ${after.map}`);
  const [from, to] = [timeOf(before.starts_at), timeOf(after.starts_at)];
  if (from !== to) changes.push(`start ${from} → ${to}`);
  if (!changes.length) return null;
  return {
    ...subject(tournament, actorId),
    action: 'MATCH_SCHEDULED',
    summary: `${tournament.tourn_name} · match ${after.match_no}: ${changes.join(', ')}`,
    before: scheduleOf(before),
    after: scheduleOf(after),
  };
}

/** A change of the match count: "Added match 4 (Nextera, 24 Nov 2026, 19:30 IST) to ...". */
export function matchCountAudit(
  tournament: TournamentRow,
  change: { added: MatchRow[]; removed: MatchRow[] },
  actorId: number,
): AuditRecord | null {
  const added = change.added.map(
    (match) => `match ${match.match_no} (${match.map}, ${timeOf(match.starts_at)})`,
  );
  const removed = change.removed.map((match) => `match ${match.match_no}`);
  const parts = [
    added.length ? `Added ${added.join(', ')} to` : '',
    removed.length ? `${added.length ? 'and removed' : 'Removed'} ${removed.join(', ')} from` : '',
  ].filter(Boolean);
  if (!parts.length) return null;
  return {
    ...subject(tournament, actorId),
    action: 'MATCH_SCHEDULED',
    summary: `${parts.join(' ')} ${tournament.tourn_name}`,
    before: { matches: change.removed.map(scheduleOf) },
    after: { matches: change.added.map(scheduleOf) },
  };
}
