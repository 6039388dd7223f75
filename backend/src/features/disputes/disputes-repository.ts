import { sql } from 'kysely';
import type { Db, Trx } from '../../db/db';
import type { DisputeStatus } from '#common/disputes';

/** The audit actions that change a match's scores: what a 'corrected' resolution links. */
const CORRECTIONS = ['RESULTS_CORRECTED', 'PENALTY_ADDED', 'PENALTY_REMOVED'] as const;

/** A dispute with the names a person reads: tournament, squad, who opened and who resolved. */
const withNames = (db: Trx | Db) =>
  db
    .selectFrom('disputes as d')
    .innerJoin('tournaments as t', 't.tourn_id', 'd.tournament_id')
    .innerJoin('teams as team', 'team.id', 'd.team_id')
    .innerJoin('users as opener', 'opener.id', 'd.opened_by')
    .leftJoin('users as resolver', 'resolver.id', 'd.resolved_by')
    .selectAll('d')
    .select([
      't.tourn_name',
      'team.team_name',
      'opener.username as opened_by_username',
      'resolver.username as resolved_by_username',
    ]);

export type DisputeView = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

/** The organiser's newest override of the tournament's prize hold, with who made it. */
const lastOverride = (trx: Trx | Db, tournamentId: number) =>
  trx
    .selectFrom('prize_hold_overrides as o')
    .innerJoin('users as u', 'u.id', 'o.overridden_by')
    .select(['o.reason', 'o.overridden_at', 'u.username'])
    .where('o.tournament_id', '=', tournamentId)
    .orderBy('o.id', 'desc')
    .executeTakeFirst();

/** Disputes, their refunds and the prize hold's overrides. */
export function createDisputesRepository(db: Db) {
  return {
    /** The match's row (when its results were first posted), share-locked in the trx. */
    match: (trx: Trx, tournamentId: number, matchNo: number) =>
      trx
        .selectFrom('matches as m')
        .innerJoin('tournaments as t', 't.tourn_id', 'm.tournament_id')
        .select(['m.match_no', 'm.results_posted_at', 't.tourn_id', 't.tourn_name'])
        .where('m.tournament_id', '=', tournamentId)
        .where('m.match_no', '=', matchNo)
        .forShare()
        .executeTakeFirst(),

    /** The squad the player is a member of in the tournament. */
    teamOfMember: (trx: Trx | Db, tournamentId: number, userId: number) =>
      trx
        .selectFrom('team_players as p')
        .innerJoin('teams as team', 'team.id', 'p.team_id')
        .select(['team.id', 'team.team_name'])
        .where('p.tournament_id', '=', tournamentId)
        .where('p.user_id', '=', userId)
        .executeTakeFirst(),

    isOwnPicture: async (trx: Trx, pictureId: string, userId: number) =>
      (await trx
        .selectFrom('pictures')
        .select('id')
        .where('id', '=', pictureId)
        .where('user_id', '=', userId)
        .executeTakeFirst()) !== undefined,

    insert: (
      trx: Trx,
      dispute: {
        tournament_id: number;
        match_no: number;
        team_id: number;
        opened_by: number;
        reason: string;
        screenshot_id: string | null;
      },
    ) => trx.insertInto('disputes').values(dispute).returning('id').executeTakeFirstOrThrow(),

    find: (id: number, trx: Trx | Db = db) =>
      withNames(trx).where('d.id', '=', id).executeTakeFirst(),

    lock: (trx: Trx, id: number) =>
      trx.selectFrom('disputes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    /** Disputes of the squads the player is in, newest first. */
    ofMember: (userId: number, tournamentId?: number) =>
      withNames(db)
        .where('d.team_id', 'in', (eb) =>
          eb.selectFrom('team_players').select('team_id').where('user_id', '=', userId),
        )
        .$if(tournamentId !== undefined, (qb) =>
          qb.where('d.tournament_id', '=', tournamentId ?? 0),
        )
        .orderBy('d.id', 'desc')
        .execute(),

    /** Every dispute, filtered by status and tournament; open ones oldest first. */
    list: (filter: { status?: DisputeStatus; tournamentId?: number }) =>
      withNames(db)
        .$if(filter.status !== undefined, (qb) =>
          qb.where('d.status', '=', filter.status ?? 'open'),
        )
        .$if(filter.tournamentId !== undefined, (qb) =>
          qb.where('d.tournament_id', '=', filter.tournamentId ?? 0),
        )
        .orderBy('d.status', 'desc')
        .orderBy('d.id')
        .execute(),

    resolve: (
      trx: Trx,
      id: number,
      resolution: {
        status: DisputeStatus;
        reason: string;
        by: number;
        correctionAuditId: number | null;
      },
    ) =>
      trx
        .updateTable('disputes')
        .set({
          status: resolution.status,
          resolution_reason: resolution.reason,
          resolved_by: resolution.by,
          resolved_at: new Date(),
          correction_audit_id: resolution.correctionAuditId,
        })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst(),

    /** The newest score change of the match since `since`: what a correction resolves with. */
    async correctionSince(trx: Trx, tournamentId: number, matchNo: number, since: Date) {
      const row = await trx
        .selectFrom('audit_entries')
        .select(['id', 'summary'])
        .where('tournament_id', '=', tournamentId)
        .where('action', 'in', CORRECTIONS)
        .where('created_at', '>=', since)
        .where(
          sql<boolean>`coalesce(after ->> 'matchId', before ->> 'matchId') = ${String(matchNo)}`,
        )
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row ? { id: Number(row.id), summary: row.summary } : undefined;
    },

    /** The entry fees the squad's members paid for the tournament and that came back yet or not. */
    feesOfTeam: (trx: Trx, tournamentId: number, teamId: number) =>
      trx
        .selectFrom('wallet_transactions as fee')
        .select(['fee.user_id', 'fee.amount_paise'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('wallet_transactions as refund')
                .select('refund.id')
                .whereRef('refund.user_id', '=', 'fee.user_id')
                .whereRef('refund.tournament_id', '=', 'fee.tournament_id')
                .where('refund.type', '=', 'REFUND'),
            )
            .as('refunded'),
        )
        .where('fee.tournament_id', '=', tournamentId)
        .where('fee.type', '=', 'ENTRY_FEE')
        .where('fee.status', '=', 'APPROVED')
        .where('fee.user_id', 'in', (eb) =>
          eb
            .selectFrom('team_players')
            .select('user_id')
            .where('team_id', '=', teamId)
            .where('user_id', 'is not', null)
            .$narrowType<{ user_id: number }>(),
        )
        .orderBy('fee.id')
        .execute(),

    linkRefund: (trx: Trx, disputeId: number, transactionId: number) =>
      trx
        .insertInto('dispute_refunds')
        .values({ dispute_id: disputeId, transaction_id: transactionId })
        .execute(),

    members: (trx: Trx, teamId: number) =>
      trx
        .selectFrom('team_players')
        .select('user_id')
        .where('team_id', '=', teamId)
        .where('user_id', 'is not', null)
        .execute()
        .then((rows) => rows.map((row) => row.user_id as number)),

    /** Open disputes of the tournament that no override has lifted the prize hold for. */
    async holding(trx: Trx | Db, tournamentId: number) {
      const override = await lastOverride(trx, tournamentId);
      const rows = await trx
        .selectFrom('disputes')
        .select('id')
        .where('tournament_id', '=', tournamentId)
        .where('status', '=', 'open')
        .$if(override !== undefined, (qb) =>
          qb.where('opened_at', '>', override?.overridden_at ?? new Date(0)),
        )
        .execute();
      return rows.map((row) => row.id);
    },

    openCount: async (trx: Trx | Db, tournamentId: number) =>
      Number(
        (
          await trx
            .selectFrom('disputes')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('tournament_id', '=', tournamentId)
            .where('status', '=', 'open')
            .executeTakeFirstOrThrow()
        ).n,
      ),

    lastOverride,

    /** The tournament's name, its row locked when in a trx (the hold's override). */
    tournament: (trx: Trx | Db, tournamentId: number, lock = false) =>
      trx
        .selectFrom('tournaments')
        .select(['tourn_id', 'tourn_name'])
        .where('tourn_id', '=', tournamentId)
        .$if(lock, (qb) => qb.forUpdate())
        .executeTakeFirst(),

    insertOverride: (trx: Trx, tournamentId: number, reason: string, by: number) =>
      trx
        .insertInto('prize_hold_overrides')
        .values({ tournament_id: tournamentId, reason, overridden_by: by })
        .execute(),
  };
}

export type DisputesRepository = ReturnType<typeof createDisputesRepository>;
