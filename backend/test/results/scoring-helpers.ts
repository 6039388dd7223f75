import type { Db } from '../../src/db/db';

/** Match rows as the schedule would create them, for tests that start from a bare tournament. */
export async function insertMatches(server: { db: Db }, tournamentId: number, count: number) {
  await server.db
    .insertInto('matches')
    .values(
      Array.from({ length: count }, (_, i) => ({
        tournament_id: tournamentId,
        match_no: i + 1,
        map: 'Bermuda',
        starts_at: new Date(Date.now() + i * 30 * 60_000),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export const finishOf = (teamId: number, place: number, kills: number[]) => ({
  teamId,
  place,
  kills,
});

export const matchRowsOf = (server: { db: Db }, tournamentId: number, matchNo: number) =>
  server.db
    .selectFrom('match_results')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .where('match_id', '=', matchNo)
    .execute();

export async function resultsPostedAt(server: { db: Db }, tournamentId: number, matchNo: number) {
  const row = await server.db
    .selectFrom('matches')
    .select('results_posted_at')
    .where('tournament_id', '=', tournamentId)
    .where('match_no', '=', matchNo)
    .executeTakeFirstOrThrow();
  return row.results_posted_at;
}
