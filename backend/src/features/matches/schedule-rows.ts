import type { Insertable } from 'kysely';
import { defaultSchedule } from '#common/match-schedule';
import type { Trx } from '../../db/db';
import type { MatchRow, MatchesTable, TournamentRow } from '../../db/schema';
import { createMatchesRepository } from './matches-repository';

const defaultRow = (
  tournamentId: number,
  match: { matchNo: number; map: string; startsAt: Date },
) => ({
  tournament_id: tournamentId,
  match_no: match.matchNo,
  map: match.map,
  starts_at: match.startsAt,
  room_id: null,
  room_password: null,
  room_published_at: null,
  room_release_at: null,
  room_released_at: null,
  results_posted_at: null,
});

/** The default rows of the matches numbered from `from` up to the tournament's count. */
export function defaultRows(tournament: TournamentRow, from = 1): Insertable<MatchesTable>[] {
  return defaultSchedule(new Date(tournament.tourn_start), tournament.matches_count)
    .filter((match) => match.matchNo >= from)
    .map((match) => defaultRow(tournament.tourn_id, match));
}

/**
 * The tournament's matches 1..matches_count. A tournament written straight into the table (a
 * test's fixture, an older seed) may lack rows: those read as the default schedule would
 * have them, and the first write fills them in (ensureRows).
 */
export function withDefaults(tournament: TournamentRow, rows: MatchRow[]): MatchRow[] {
  const byNo = new Map(rows.map((row) => [row.match_no, row]));
  return defaultSchedule(new Date(tournament.tourn_start), tournament.matches_count).map(
    (match) => byNo.get(match.matchNo) ?? defaultRow(tournament.tourn_id, match),
  );
}

/** Fills in any missing row of the default schedule, then answers the tournament's matches. */
export async function ensureRows(trx: Trx, tournament: TournamentRow): Promise<MatchRow[]> {
  const matches = createMatchesRepository(trx);
  const rows = await matches.list(tournament.tourn_id, trx);
  if (rows.length < tournament.matches_count) {
    const have = new Set(rows.map((row) => row.match_no));
    await matches.insertMissing(
      trx,
      defaultRows(tournament).filter((row) => !have.has(row.match_no)),
    );
    return matches.list(tournament.tourn_id, trx);
  }
  return rows.filter((row) => row.match_no <= tournament.matches_count);
}
