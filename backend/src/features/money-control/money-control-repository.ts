import { sql } from 'kysely';
import type { Db, Trx } from '../../db/db';
import type { MoneyProposalKind, MoneyProposalRow, MoneyProposalStatus } from '../../db/schema';

/** A proposal with the usernames of who proposed and who decided it. */
export type ProposalWithNames = MoneyProposalRow & {
  proposed_by_username: string;
  decided_by_username: string | null;
};

export interface NewProposal {
  kind: MoneyProposalKind;
  payload: unknown;
  amountPaise: number;
  tournamentId?: number | null;
  transactionId?: number | null;
  userId?: number | null;
  utr?: string | null;
  proposedBy: number;
  proposedAt: Date;
  coolingUntil: Date | null;
  reason?: string | null;
}

/**
 * Proposals of the two-person control, the control's two figures of `money_settings` (and only
 * those: the payee's columns are the payee feature's), and the few reads of accounts and
 * wallet transactions its rules need.
 */
export function createMoneyControlRepository(db: Db) {
  const withNames = (trx: Trx | Db) =>
    trx
      .selectFrom('money_proposals as p')
      .innerJoin('users as u', 'u.id', 'p.proposed_by')
      .leftJoin('users as d', 'd.id', 'p.decided_by')
      .selectAll('p')
      .select(['u.username as proposed_by_username', 'd.username as decided_by_username']);

  return {
    controls: (trx: Trx | Db = db) =>
      trx
        .selectFrom('money_settings')
        .select(['approval_threshold_paise', 'cooling_minutes', 'updated_at'])
        .executeTakeFirstOrThrow(),

    async setControls(
      trx: Trx,
      controls: { thresholdPaise: number; coolingMinutes: number; by: number; at: Date },
    ): Promise<void> {
      await trx
        .updateTable('money_settings')
        .set({
          approval_threshold_paise: controls.thresholdPaise,
          cooling_minutes: controls.coolingMinutes,
          updated_by: controls.by,
          updated_at: controls.at,
        })
        .execute();
    },

    /** Organiser accounts not banned: with one, that organiser is alone. */
    async activeOrganisers(trx: Trx | Db = db): Promise<number> {
      const row = await trx
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('role', '=', 'admin')
        .where('banned_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    contactOf: (userId: number) =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'email'])
        .where('id', '=', userId)
        .executeTakeFirst(),

    /** The account a manual credit is for: by username (any case) or mobile number. */
    findPlayer: (trx: Trx, player: string) =>
      trx
        .selectFrom('users')
        .select(['id', 'username'])
        .where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['username']), '=', player.toLowerCase()),
            eb('mobile', '=', player),
          ]),
        )
        .orderBy('id')
        .executeTakeFirst(),

    tournamentName: async (trx: Trx, tournamentId: number) =>
      (
        await trx
          .selectFrom('tournaments')
          .select('tourn_name')
          .where('tourn_id', '=', tournamentId)
          .executeTakeFirst()
      )?.tourn_name,

    /** The wallet transaction that already holds a UTR, whatever its case. */
    transactionWithUtr: (trx: Trx, utr: string) =>
      trx
        .selectFrom('wallet_transactions as t')
        .innerJoin('users as u', 'u.id', 't.user_id')
        .select(['t.id', 'u.username'])
        .where(sql<string>`upper(t.utr)`, '=', utr.toUpperCase())
        .executeTakeFirst(),

    /** A waiting proposal about the same UTR or withdrawal, for a message naming who. */
    waitingAbout: (trx: Trx, about: { utr?: string; transactionId?: number }) => {
      let query = withNames(trx).where('p.status', 'in', ['waiting', 'approved']);
      if (about.utr) query = query.where(sql<string>`upper(p.utr)`, '=', about.utr.toUpperCase());
      if (about.transactionId) query = query.where('p.transaction_id', '=', about.transactionId);
      return query.orderBy('p.id', 'desc').executeTakeFirst();
    },

    /**
     * The prize proposals of a tournament waiting for approval (when proposing, the tournament
     * is locked; the payout plan reads them as they are).
     */
    waitingPrizes: (trx: Trx | Db, tournamentId: number) =>
      withNames(trx)
        .where('p.kind', '=', 'prize_payout')
        .where('p.tournament_id', '=', tournamentId)
        .where('p.status', '=', 'waiting')
        .execute(),

    async insert(trx: Trx, proposal: NewProposal): Promise<number> {
      const row = await trx
        .insertInto('money_proposals')
        .values({
          kind: proposal.kind,
          payload: JSON.stringify(proposal.payload),
          amount_paise: proposal.amountPaise,
          tournament_id: proposal.tournamentId ?? null,
          transaction_id: proposal.transactionId ?? null,
          user_id: proposal.userId ?? null,
          utr: proposal.utr ?? null,
          proposed_by: proposal.proposedBy,
          proposed_at: proposal.proposedAt,
          cooling_until: proposal.coolingUntil,
          reason: proposal.reason ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    find: (trx: Trx | Db, id: number): Promise<ProposalWithNames | undefined> =>
      withNames(trx).where('p.id', '=', id).executeTakeFirst(),

    /** Holds the proposal until the transaction ends: two approvals take turns. */
    lock: (trx: Trx, id: number) =>
      trx
        .selectFrom('money_proposals')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),

    /**
     * Decides a waiting proposal; false when it was not waiting any more. The condition holds
     * even without the row lock: of two decisions, one updates the row.
     */
    async decide(
      trx: Trx,
      decision: {
        id: number;
        status: Exclude<MoneyProposalStatus, 'waiting'>;
        by: number;
        at: Date;
        reason?: string | null;
      },
    ): Promise<boolean> {
      const result = await trx
        .updateTable('money_proposals')
        .set({
          status: decision.status,
          decided_by: decision.by,
          decided_at: decision.at,
          decision_reason: decision.reason ?? null,
        })
        .where('id', '=', decision.id)
        .where('status', '=', 'waiting')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async recordResults(trx: Trx, proposalId: number, transactionIds: number[]): Promise<void> {
      if (!transactionIds.length) return;
      await trx
        .insertInto('money_proposal_results')
        .values(transactionIds.map((id) => ({ transaction_id: id, proposal_id: proposalId })))
        .execute();
    },

    async resultsOf(trx: Trx | Db, proposalIds: number[]): Promise<Map<number, number[]>> {
      const results = new Map<number, number[]>();
      if (!proposalIds.length) return results;
      const rows = await trx
        .selectFrom('money_proposal_results')
        .select(['proposal_id', 'transaction_id'])
        .where('proposal_id', 'in', proposalIds)
        .orderBy('transaction_id')
        .execute();
      for (const row of rows) {
        results.set(row.proposal_id, [...(results.get(row.proposal_id) ?? []), row.transaction_id]);
      }
      return results;
    },

    /** Newest first; waiting ones by default. */
    list: (filter: { status?: MoneyProposalStatus | undefined; limit: number }) => {
      let query = withNames(db).orderBy('p.id', 'desc').limit(filter.limit);
      if (filter.status) query = query.where('p.status', '=', filter.status);
      return query.execute();
    },
  };
}

export type MoneyControlRepository = ReturnType<typeof createMoneyControlRepository>;
