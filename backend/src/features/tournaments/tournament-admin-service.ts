import { paiseToRupees, rupeesToPaise } from '#common/money';
import { samePointsSystem } from '#common/points-systems';
import type { TournamentRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import { recordAudit } from '../../change/record-audit';
import { type Once, transactionOnce } from '../../change/transaction-once';
import { recordEvent } from '../../change/record-event';
import { createSchedule, followTournamentEdit, withCurrentRoom } from '../matches/public';
import { returnEscrow } from '../escrow/public';
import type { Trx } from '../../db/db';
import { type Refunds, notifyCancellation, refundEntryFees, refundsDue } from './cancellation';
import { createParticipantsRepository } from './participants-repository';
import { announceTeamStatus } from './team-absence';
import { createStatusRepository } from './status-repository';
import { statusPreview } from './status-preview';
import { creationAudit, editAudits, teamStatusAudit } from './tournament-audit';
import { checkPrizeTable, prizeTableAfter, prizeTableAudit } from './prize-table-rules';
import { duplicationAudit, findOriginal } from './tournament-duplication';
import {
  scheduleAfter,
  toPaise,
  tournamentColumns,
  translateSlotsViolation,
} from './tournament-columns';
import { checkOpenedEdit } from './registration-gate';
import { openAtCreation } from './registration-service';
import {
  type AdminTournamentJson,
  toAdminTournamentJson,
  toParticipantsJson,
} from './tournament-json';
import {
  TOURNAMENT_NOT_FOUND,
  checkMatchesCount,
  checkPointsSystemChange,
  checkSchedule,
  checkStatusChange,
  checkTotalSlots,
} from './tournament-rules';
import type {
  AdminTournamentListQuery,
  TeamStatusInput,
  TournamentCreateInput,
  TournamentPatchInput,
} from './tournament-schemas';
import { createTournamentsRepository } from './tournaments-repository';

export const TEAM_NOT_FOUND = 'Team not found';

/**
 * The organiser's tournaments: reads of both kinds, and writes, each recorded in the audit in
 * its own transaction.
 */
export function createTournamentAdminService({ db }: ServiceDeps) {
  const tournaments = createTournamentsRepository(db);
  const participants = createParticipantsRepository(db);

  async function requireTournament(id: number): Promise<TournamentRow> {
    const row = await tournaments.findById(id);
    if (!row) throw notFound(TOURNAMENT_NOT_FOUND);
    return row;
  }

  /** The tournament's row, locked until the transaction ends (see findByIdForUpdate). */
  async function lockTournament(trx: Trx, id: number): Promise<TournamentRow> {
    const row = await tournaments.findByIdForUpdate(trx, id);
    if (!row) throw notFound(TOURNAMENT_NOT_FOUND);
    return row;
  }

  async function teamJson(tournamentId: number, teamId: number) {
    const [team] = toParticipantsJson(
      await participants.teams(tournamentId, teamId),
      await participants.players(tournamentId, teamId),
    );
    if (!team) throw notFound(TEAM_NOT_FOUND);
    return team;
  }

  const inTransaction = <T>(work: (trx: Trx) => Promise<T>) => db.transaction().execute(work);

  return {
    list: async (filter: AdminTournamentListQuery) =>
      (await tournaments.listForOrganiser(filter)).map(toAdminTournamentJson),

    /** One tournament, its room fields those of the match being played or next up. */
    get: async (id: number) => withCurrentRoom(db, await requireTournament(id)),

    /** What each status change would mean now, and which ones money has made final. */
    statusPreview: async (id: number) => statusPreview(db, await requireTournament(id)),

    /** What cancelling now would refund: the query the cancellation itself runs. */
    async cancellationPreview(id: number) {
      await requireTournament(id);
      const due = await refundsDue(db, id);
      return { entries: due.entries, amount: paiseToRupees(due.amountPaise) };
    },

    create(input: TournamentCreateInput, organiserId: number) {
      const schedule = {
        regStart: new Date(input.regStart),
        regEnd: new Date(input.regEnd),
        tournStart: new Date(input.tournStart),
      };
      checkSchedule(schedule);
      checkPrizeTable(prizeTableAfter(input.prizeTable, null), rupeesToPaise(input.tournPp));
      return inTransaction(async (trx) => {
        const original = await findOriginal(trx, input.duplicateOf);
        const row = await tournaments.insert(trx, {
          ...tournamentColumns(input, null),
          kind: input.kind,
          tourn_name: input.tournName,
          total_slots: input.totalSlots,
          status: input.status,
          tourn_start: schedule.tournStart,
          reg_start: schedule.regStart,
          reg_end: schedule.regEnd,
        });
        await recordAudit(
          trx,
          original ? duplicationAudit(row, original, organiserId) : creationAudit(row, organiserId),
        );
        const prizes = prizeTableAudit(null, row, organiserId);
        if (prizes) await recordAudit(trx, prizes);
        await createSchedule(trx, row, input.matches);
        return toAdminTournamentJson(await openAtCreation(trx, row, organiserId));
      });
    },

    /** An edit; cancelling refunds every entry fee in the same transaction. */
    update: (
      id: number,
      patch: TournamentPatchInput,
      organiserId: number,
      once?: Once<AdminTournamentJson>,
    ) =>
      transactionOnce(db, once, async (trx) => {
        const current = await lockTournament(trx, id);
        if (patch.regStart ?? patch.regEnd ?? patch.tournStart) {
          checkSchedule(scheduleAfter(current, patch));
        }
        if (patch.totalSlots !== undefined) checkTotalSlots(patch.totalSlots, current.slots_taken);
        if (patch.status !== undefined && patch.status !== current.status) {
          checkStatusChange(
            current.status,
            patch.status,
            await createStatusRepository(trx).moneyMoved(id),
          );
        }
        if (patch.pointsSystem && !samePointsSystem(patch.pointsSystem, current.points_system)) {
          checkPointsSystemChange(await tournaments.lastMatchWithResults(trx, id));
        }
        if (patch.matchesCount !== undefined) {
          checkMatchesCount(patch.matchesCount, await tournaments.lastMatchWithResults(trx, id));
        }
        if (patch.prizeTable !== undefined || patch.tournPp !== undefined) {
          checkPrizeTable(
            prizeTableAfter(patch.prizeTable, current.prize_table),
            toPaise(patch.tournPp) ?? Number(current.tourn_pp_paise),
          );
        }
        await checkOpenedEdit(trx, current, {
          entryFeePaise: toPaise(patch.entryFee),
          prizePoolPaise: toPaise(patch.tournPp),
        });
        const row = await tournaments
          .update(trx, id, tournamentColumns(patch, current))
          .catch(translateSlotsViolation);
        let refunds: Refunds | undefined;
        if (row.status === 'cancelled' && current.status !== 'cancelled') {
          const refunded = await refundEntryFees(trx, row);
          // The prize money is the funders': it goes back to them with the fees to the players.
          await returnEscrow(db, trx, row, organiserId, 'The tournament was cancelled');
          await notifyCancellation(trx, row, refunded.byPlayer);
          refunds = refunded;
        }
        await followTournamentEdit(trx, current, row, organiserId);
        const prizes = prizeTableAudit(current.prize_table, row, organiserId);
        const audits = [
          ...editAudits(current, row, refunds, organiserId),
          ...(prizes ? [prizes] : []),
        ];
        for (const record of audits) await recordAudit(trx, record);
        // An edit that changed nothing records nothing, and nobody is told of it.
        if (audits.length) await recordEvent(trx, { kind: 'tournament.updated', tournamentId: id });
        return toAdminTournamentJson(row);
      }),

    async listParticipants(id: number) {
      await requireTournament(id);
      return toParticipantsJson(await participants.teams(id), await participants.players(id));
    },

    /**
     * Marks a team absent or disqualified with a reason, or active again. The standings are not
     * rewritten: an absent team keeps what it scored (decision 015).
     */
    async setTeamStatus(
      tournamentId: number,
      teamId: number,
      input: TeamStatusInput,
      organiserId: number,
    ) {
      await inTransaction(async (trx) => {
        const tournament = await lockTournament(trx, tournamentId);
        const team = await participants.lockTeam(trx, tournamentId, teamId);
        if (!team) throw notFound(TEAM_NOT_FOUND);
        const reason = input.reason || null;
        const after = { status: input.status, reason: input.status === 'active' ? null : reason };
        const before = { status: team.status, reason: team.status_reason };
        if (before.status === after.status && before.reason === after.reason) return;
        await participants.setTeamStatus(trx, teamId, after.status, after.reason);
        await recordAudit(
          trx,
          teamStatusAudit(
            tournament,
            { id: team.id, name: team.team_name },
            { before, after, reason },
            organiserId,
          ),
        );
        const named = { id: team.id, name: team.team_name };
        await announceTeamStatus(trx, tournament, named, after.status);
      });
      return teamJson(tournamentId, teamId);
    },
  };
}

export type TournamentAdminService = ReturnType<typeof createTournamentAdminService>;
