import type { Trx } from '../../db/db';

/** The messages already sent: the audit keeps them, so the rate is counted there. */
export function createMessageRepository(trx: Trx) {
  return {
    /** How many messages went to a tournament's squads since `since`. */
    async sentSince(tournamentId: number, since: Date): Promise<number> {
      const row = await trx
        .selectFrom('audit_entries')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('action', '=', 'MESSAGE_SENT')
        .where('tournament_id', '=', tournamentId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
