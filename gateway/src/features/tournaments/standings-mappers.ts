import type { ResultRow } from '#common/standings';
import type { Room } from '../../generated/resolvers-types';
import type { UpstreamResultRow, UpstreamRoom } from '../../upstream/tournament-types';
import { countOf } from './tournament-mappers';

/** An upstream result row as the shared standings module reads it (`postionPoints` spelled so). */
export const resultRowOf = (row: UpstreamResultRow): ResultRow => ({
  teamName: row.teamName,
  player1Kills: countOf(row.player1Kills),
  player2Kills: countOf(row.player2Kills),
  player3Kills: countOf(row.player3Kills),
  player4Kills: countOf(row.player4Kills),
  positionPoints: countOf(row.postionPoints),
  matchParticipated: countOf(row.matchParticipated),
  booyah: countOf(row.booyah),
});

/** Match numbers 1 to the tournament's match count. */
export const matchNumbers = (matchesCount: number) =>
  Array.from({ length: Math.max(0, matchesCount) }, (_, index) => index + 1);

const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The upstream answers empty strings until the organiser releases the room. */
export function roomOf(tournamentId: string, room: UpstreamRoom | null | undefined): Room {
  const released = filled(room?.roomId) && filled(room?.roomPassword);
  return {
    tournamentId,
    matchNumber: room?.matchNo ?? null,
    released,
    roomId: released ? (room?.roomId ?? null) : null,
    password: released ? (room?.roomPassword ?? null) : null,
    releasesAt: released ? null : (room?.releaseAt ?? null),
  };
}
