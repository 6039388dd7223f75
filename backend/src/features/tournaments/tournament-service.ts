import type { Updateable } from 'kysely';
import { rupeesToPaise } from '#common/money';
import type { TournamentRow, TournamentsTable } from '../../db/schema';
import {
  PG_CHECK_VIOLATION,
  forbidden,
  invalid,
  notFound,
  pgConstraint,
  pgErrorCode,
} from '../../errors';
import type { ServiceDeps } from '../../services';
import { createResultsRepository } from '../results/results-repository';
import type { Trx } from '../wallet/ledger-repository';
import { refundEntryFees } from './cancellation';
import { createEntriesRepository } from './entries-repository';
import { createParticipantsRepository } from './participants-repository';
import {
  toAdminTournamentJson,
  toParticipantsJson,
  toRoomDetailsJson,
  toSpecialDetailsJson,
  toTournamentJson,
} from './tournament-json';
import {
  NOT_REGISTERED,
  TOURNAMENT_CANCELLED,
  TOURNAMENT_NOT_FOUND,
  checkMatchesCount,
  checkSchedule,
  checkStatusChange,
  checkTotalSlots,
} from './tournament-rules';
import type { RoomInput, TournamentCreateInput, TournamentPatchInput } from './tournament-schemas';
import { createTournamentsRepository } from './tournaments-repository';

const toDate = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso));
const toPaise = (rupees: number | undefined) =>
  rupees === undefined ? undefined : rupeesToPaise(rupees);

/** The organiser's fields as columns; what the input leaves out stays out (a PATCH). */
function tournamentColumns(input: TournamentPatchInput): Updateable<TournamentsTable> {
  return {
    tourn_name: input.tournName,
    title: input.title,
    banner_link: input.bannerLink,
    tourn_pp_paise: toPaise(input.tournPp),
    entry_fee_paise: toPaise(input.entryFee),
    total_slots: input.totalSlots,
    matches_count: input.matchesCount,
    tourn_type: input.tournType,
    game_mode: input.gameMode,
    tourn_start: toDate(input.tournStart),
    reg_start: toDate(input.regStart),
    reg_end: toDate(input.regEnd),
    status: input.status,
    org_by: input.orgBy,
    discord_link: input.discordLink,
    live_link: input.liveLink,
    team_size: input.teamSize,
  };
}

/** The schedule after a PATCH: what it names, else what the tournament has. */
const scheduleAfter = (current: TournamentRow, patch: TournamentPatchInput) => ({
  regStart: toDate(patch.regStart) ?? current.reg_start,
  regEnd: toDate(patch.regEnd) ?? current.reg_end,
  tournStart: toDate(patch.tournStart) ?? current.tourn_start,
});

/** A booking that slipped in between our check and the update still cannot shrink below it. */
function translateSlotsViolation(error: unknown): never {
  if (
    pgErrorCode(error) === PG_CHECK_VIOLATION &&
    pgConstraint(error) === 'tournaments_slots_check'
  ) {
    throw invalid('Total slots cannot be fewer than the slots already taken', 'totalSlots');
  }
  throw error;
}

/** Tournament reads for everyone, room credentials for entrants, and the organiser's writes. */
export function createTournamentService({ db }: ServiceDeps) {
  const tournaments = createTournamentsRepository(db);
  const entries = createEntriesRepository(db);
  const participants = createParticipantsRepository(db);
  const results = createResultsRepository(db);

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

  const inTransaction = <T>(work: (trx: Trx) => Promise<T>) => db.transaction().execute(work);

  return {
    listNormal: async () => (await tournaments.listByKind('normal')).map(toTournamentJson),
    listSpecial: async () => (await tournaments.listByKind('special')).map(toTournamentJson),

    getTournament: async (id: number) => toTournamentJson(await requireTournament(id)),

    async getSpecialDetails(id: number) {
      const row = await tournaments.findById(id);
      if (!row || row.kind !== 'special') throw notFound(TOURNAMENT_NOT_FOUND);
      return toSpecialDetailsJson(row);
    },

    /** Only a player with a place in a team of the tournament may see its room. */
    async roomDetails(id: number, userId: number) {
      const row = await requireTournament(id);
      if (!(await entries.isEntered(id, userId))) throw forbidden(NOT_REGISTERED);
      return toRoomDetailsJson(row);
    },

    async create(input: TournamentCreateInput) {
      const schedule = {
        regStart: new Date(input.regStart),
        regEnd: new Date(input.regEnd),
        tournStart: new Date(input.tournStart),
      };
      checkSchedule(schedule);
      const row = await tournaments.insert({
        ...tournamentColumns(input),
        kind: input.kind,
        tourn_name: input.tournName,
        total_slots: input.totalSlots,
        status: input.status,
        tourn_start: schedule.tournStart,
        reg_start: schedule.regStart,
        reg_end: schedule.regEnd,
      });
      return toAdminTournamentJson(row);
    },

    /** An edit; cancelling refunds every entry fee in the same transaction. */
    update: (id: number, patch: TournamentPatchInput) =>
      inTransaction(async (trx) => {
        const current = await lockTournament(trx, id);
        if (patch.regStart ?? patch.regEnd ?? patch.tournStart) {
          checkSchedule(scheduleAfter(current, patch));
        }
        if (patch.totalSlots !== undefined) checkTotalSlots(patch.totalSlots, current.slots_taken);
        if (patch.status !== undefined) checkStatusChange(current.status, patch.status);
        if (patch.matchesCount !== undefined) {
          checkMatchesCount(patch.matchesCount, await results.lastMatchWithResults(trx, id));
        }
        const row = await tournaments
          .update(trx, id, tournamentColumns(patch))
          .catch(translateSlotsViolation);
        if (row.status === 'cancelled' && current.status !== 'cancelled') {
          await refundEntryFees(trx, row);
        }
        return toAdminTournamentJson(row);
      }),

    publishRoom: (id: number, room: RoomInput) =>
      inTransaction(async (trx) => {
        const current = await lockTournament(trx, id);
        if (current.status === 'cancelled') throw invalid(TOURNAMENT_CANCELLED);
        const row = await tournaments.update(trx, id, {
          room_id: room.roomId,
          room_password: room.roomPassword,
          room_published_at: new Date(),
        });
        return toAdminTournamentJson(row);
      }),

    async listParticipants(id: number) {
      await requireTournament(id);
      return toParticipantsJson(await participants.teams(id), await participants.players(id));
    },
  };
}
