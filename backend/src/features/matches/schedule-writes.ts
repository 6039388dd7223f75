import {
  type ScheduleInput,
  type ScheduledMatch,
  DEFAULT_MATCH_GAP_MINUTES,
  defaultMatchStart,
  scheduleProblem,
} from '#common/match-schedule';
import type { Trx } from '../../db/db';
import type { MatchRow, TournamentRow } from '../../db/schema';
import { invalid } from '../../errors';
import { recordAudit } from '../../change/record-audit';
import { matchCountAudit } from './match-audit';
import { createMatchesRepository } from './matches-repository';
import { defaultRows, ensureRows } from './schedule-rows';

/**
 * The schedule sent with a new tournament, or the default one: one entry per match, match 1 at
 * the tournament's start, each later one after the one before.
 */
function scheduleOf(tournament: TournamentRow, input: ScheduleInput): ScheduledMatch[] {
  if (input.length !== tournament.matches_count) {
    throw invalid(
      `The schedule needs one match for each of the ${tournament.matches_count} matches`,
      'matches',
    );
  }
  const start = new Date(tournament.tourn_start);
  return input.map((match, index) => ({
    matchNo: index + 1,
    map: match.map,
    startsAt: match.startsAt ? new Date(match.startsAt) : defaultMatchStart(start, index + 1),
  }));
}

/** A new tournament's matches, in the transaction that creates it. */
export async function createSchedule(
  trx: Trx,
  tournament: TournamentRow,
  input?: ScheduleInput,
): Promise<void> {
  const matches = createMatchesRepository(trx);
  if (!input) {
    await matches.insertMissing(trx, defaultRows(tournament));
    return;
  }
  const schedule = scheduleOf(tournament, input);
  const problem = scheduleProblem(new Date(tournament.tourn_start), schedule);
  if (problem) throw invalid(problem.message, `matches[${problem.matchNo - 1}].${problem.field}`);
  await matches.insertMissing(
    trx,
    schedule.map((match) => ({
      tournament_id: tournament.tourn_id,
      match_no: match.matchNo,
      map: match.map,
      starts_at: match.startsAt,
    })),
  );
}

/**
 * What an edit of the tournament does to its schedule, in the edit's transaction: a moved start
 * moves every match with it (match 1 starts at the tournament's start), a higher match count
 * adds matches after the last one, a lower one removes the unplayed matches past it (the
 * tournament's rules refuse to drop a match with results).
 */
export async function followTournamentEdit(
  trx: Trx,
  before: TournamentRow,
  after: TournamentRow,
  actorId: number,
): Promise<void> {
  const matches = createMatchesRepository(trx);
  await ensureRows(trx, before);
  const moved = new Date(after.tourn_start).getTime() - new Date(before.tourn_start).getTime();
  if (moved !== 0) await matches.shiftStarts(trx, after.tourn_id, moved);
  if (after.matches_count === before.matches_count) return;
  const current = await matches.list(after.tourn_id, trx);
  const removed = current.filter((row) => row.match_no > after.matches_count);
  await matches.deleteAbove(trx, after.tourn_id, after.matches_count);
  const last = current.filter((row) => row.match_no <= after.matches_count).at(-1);
  const added = defaultRows(after, current.length + 1).map((row) => ({
    ...row,
    starts_at: followingStart(last, after, row.match_no),
  }));
  await matches.insertMissing(trx, added);
  const rows = await matches.list(after.tourn_id, trx);
  const audit = matchCountAudit(
    after,
    { added: rows.filter((row) => row.match_no > current.length), removed },
    actorId,
  );
  if (audit) await recordAudit(trx, audit);
}

/** An added match starts a gap after the last one kept, each further one a gap later. */
function followingStart(last: MatchRow | undefined, tournament: TournamentRow, matchNo: number) {
  if (!last) return defaultMatchStart(new Date(tournament.tourn_start), matchNo);
  const gaps = matchNo - last.match_no;
  return new Date(new Date(last.starts_at).getTime() + gaps * DEFAULT_MATCH_GAP_MINUTES * 60_000);
}
