import type { TournamentRow } from '../../db/schema';
import type { Mail } from '../../mail/mailer';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_OFFSET_MS = 330 * 60_000;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** "24 Nov 2026, 18:05 IST": the players' clock, the same on every server whatever its zone. */
export function formatIndianTime(date: Date): string {
  const ist = new Date(date.getTime() + IST_OFFSET_MS);
  const day = `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
  return `${day}, ${twoDigits(ist.getUTCHours())}:${twoDigits(ist.getUTCMinutes())} IST`;
}

/** The e-mail each entrant gets when a room is released: everything needed to join. */
export function roomReleasedMail(to: string, tournament: TournamentRow): Mail {
  return {
    to,
    subject: `Room released: ${tournament.tourn_name}`,
    text:
      `The room of ${tournament.tourn_name} is released.\n\n` +
      `Room ID: ${tournament.room_id ?? ''}\n` +
      `Password: ${tournament.room_password ?? ''}\n` +
      `The match starts at ${formatIndianTime(tournament.tourn_start)}.\n\n` +
      `Good luck!\n\nCreators Combat League`,
  };
}
