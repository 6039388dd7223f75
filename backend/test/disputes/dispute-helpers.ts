import { recordAudit } from '../../src/change/record-audit';
import type { TestServer } from '../support/test-server';

const MINUTE = 60_000;

/**
 * A tournament's matches, match `posted` with results posted `minutesAgo` (the dispute window
 * runs from it, read against the real clock). Inserted when the fixture made none.
 */
export async function postedMatch(
  server: TestServer,
  tournamentId: number,
  matchNo: number,
  minutesAgo: number | null,
) {
  const { tourn_start: start } = await server.db
    .selectFrom('tournaments')
    .select('tourn_start')
    .where('tourn_id', '=', tournamentId)
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto('matches')
    .values({
      tournament_id: tournamentId,
      match_no: matchNo,
      map: 'Bermuda',
      starts_at: new Date(start.getTime() + (matchNo - 1) * 30 * MINUTE),
    })
    .onConflict((oc) => oc.columns(['tournament_id', 'match_no']).doNothing())
    .execute();
  await server.db
    .updateTable('matches')
    .set({
      results_posted_at: minutesAgo === null ? null : new Date(Date.now() - minutesAgo * MINUTE),
    })
    .where('tournament_id', '=', tournamentId)
    .where('match_no', '=', matchNo)
    .execute();
}

/** What scoring's correction path records for a match: the audit entry a dispute links. */
export const recordCorrection = (
  server: TestServer,
  organiserId: number,
  tournamentId: number,
  matchNo: number,
) =>
  server.db.transaction().execute((trx) =>
    recordAudit(trx, {
      actorId: organiserId,
      action: 'RESULTS_CORRECTED',
      subjectId: tournamentId,
      tournamentId,
      summary: `Team Bravo · P1 kills 14 → 4 (match ${matchNo})`,
      reason: 'wrong screenshot',
      before: { matchId: matchNo },
      after: { matchId: matchNo },
    }),
  );

export const disputeCount = async (server: TestServer, tournamentId: number) =>
  (
    await server.db
      .selectFrom('disputes')
      .select('id')
      .where('tournament_id', '=', tournamentId)
      .execute()
  ).length;
