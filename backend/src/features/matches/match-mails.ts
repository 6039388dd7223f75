import { IST_OFFSET_MINUTES } from '#common/ist-days';
import { matchRoomLabel } from '#common/match-schedule';
import type { MatchRow, TournamentRow } from '../../db/schema';
import type { Mail } from '../../mail/mailer';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "24 Nov 2026, 18:05 IST": the players' clock, the same on every server whatever its zone. */
export function formatIndianTime(date: Date): string {
  const ist = new Date(date.getTime() + IST_OFFSET_MS);
  const day = `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
  return `${day}, ${twoDigits(ist.getUTCHours())}:${twoDigits(ist.getUTCMinutes())} IST`;
}

/**
 * The e-mail each member of a booked squad gets when a match's room is released or changed:
 * everything needed to join, labelled with the match so a new room for match 2 is not taken for
 * match 1's.
 */
export function matchRoomMail(
  to: string,
  tournament: TournamentRow,
  match: MatchRow,
  changed: boolean,
): Mail {
  const label = matchRoomLabel(match.match_no);
  return {
    to,
    subject: `${label} ${changed ? 'changed' : 'released'}: ${tournament.tourn_name}`,
    text:
      `${label} of ${tournament.tourn_name} is ${changed ? 'changed' : 'released'}.\n\n` +
      `Room ID: ${match.room_id ?? ''}\n` +
      `Password: ${match.room_password ?? ''}\n` +
      `Map: ${match.map}\n` +
      `Match ${match.match_no} starts at ${formatIndianTime(new Date(match.starts_at))}.\n\n` +
      `Good luck!\n\nCreators Combat League`,
  };
}
