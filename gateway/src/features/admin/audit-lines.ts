import { auditText } from './audit-mappers';

/**
 * An audit record's before and after as lines a person reads: "Status: upcoming → live",
 * "Team Bravo · P1 kills 14 → 4 (match 2)". Records of every age go through here, so old ones
 * written with API or column names (`tourn_name`, `postionPoints`) read like new ones.
 */

type Fields = Record<string, unknown>;

/** Words for the fields records carry; any other name is split into words (`entryFee`). */
const FIELD_WORDS: Record<string, string> = {
  tournName: 'Name',
  tournPp: 'Prize pool',
  tournType: 'Type',
  tournStart: 'Start',
  regStart: 'Registration opens',
  regEnd: 'Registration closes',
  orgBy: 'Organised by',
  bannerLink: 'Banner',
  discordLink: 'Discord link',
  liveLink: 'Live stream link',
  matchesCount: 'Matches',
  matchNo: 'Match',
  roomId: 'Room ID',
  roomPassword: 'Room password',
  releaseAt: 'Room released at',
  postionPoints: 'Position points',
  matchParticipated: 'Played',
  booyah: 'Booyah',
  upiId: 'UPI ID',
  utr: 'UTR',
  ffUid: 'Free Fire UID',
  ffIgn: 'In-game name',
};

/**
 * Ids say nothing to a reader: the record's summary already names what they point at. A room's
 * ID is what players type, not a reference: it stays.
 */
const REFERENCE = /(^id$|Id$|_id$)/;
const isReference = (field: string) => REFERENCE.test(field) && field !== 'roomId';

/** "entryFee" or "entry_fee" → "Entry fee"; P1 to P4 for a sheet's kill columns. */
export function fieldWords(field: string): string {
  const camel = field.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
  if (FIELD_WORDS[camel]) return FIELD_WORDS[camel];
  const kills = /^player(\d)Kills$/.exec(camel);
  if (kills) return `P${kills[1]} kills`;
  const words = camel.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as a reader writes it: yes/no for flags, "—" for nothing. */
function valueWords(value: unknown): string {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return auditText(value) ?? '—';
}

const isRow = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const rowsOf = (fields: Fields | null): Fields[] | null =>
  Array.isArray(fields?.rows) ? fields.rows.filter(isRow) : null;

const teamOf = (row: Fields) => String(row.teamName ?? row.team_name ?? 'A team');

/** The rows of a result sheet, before and after, as the changes of each team. */
function sheetLines(before: Fields[] | null, after: Fields[], match: string): string[] {
  const old = new Map((before ?? []).map((row) => [teamOf(row).toLowerCase(), row]));
  const lines: string[] = [];
  for (const row of after) {
    const team = teamOf(row);
    const was = old.get(team.toLowerCase());
    old.delete(team.toLowerCase());
    if (!was) {
      if (before) lines.push(`${team} · added${match}`);
      continue;
    }
    for (const field of Object.keys(row)) {
      if (isReference(field) || field === 'teamName') continue;
      if (auditText(was[field]) === auditText(row[field])) continue;
      lines.push(
        `${team} · ${fieldWords(field)} ${valueWords(was[field])} → ${valueWords(row[field])}${match}`,
      );
    }
  }
  for (const gone of old.values()) lines.push(`${teamOf(gone)} · removed${match}`);
  return lines;
}

/** Each field the action changed, in words, with its value before and after. */
export function auditLines(before: Fields | null, after: Fields | null): string[] {
  const afterRows = rowsOf(after);
  const matchNo = after?.matchId ?? after?.matchNo ?? before?.matchId;
  const match = matchNo === undefined || matchNo === null ? '' : ` (match ${String(matchNo)})`;
  const lines = afterRows ? sheetLines(rowsOf(before), afterRows, match) : [];
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (isReference(field) || field === 'matchNo' || (afterRows && field === 'rows')) continue;
    const was = before?.[field];
    const now = after?.[field];
    if (before && after && auditText(was) === auditText(now)) continue;
    const words = fieldWords(field);
    if (!before) lines.push(`${words}: ${valueWords(now)}`);
    else if (!after) lines.push(`${words} was ${valueWords(was)}`);
    else lines.push(`${words}: ${valueWords(was)} → ${valueWords(now)}`);
  }
  return lines;
}
