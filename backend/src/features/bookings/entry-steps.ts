import type { TournamentKind, TournamentRow } from '../../db/schema';
import {
  type AppError,
  PG_UNIQUE_VIOLATION,
  conflict,
  forbidden,
  invalid,
  notFound,
  pgConstraint,
  pgErrorCode,
} from '../../errors';
import { recordEvent, recordWalletChange } from '../../change/record-event';
import type { Trx } from '../../db/db';
import { postSettledMovement } from '../../ledger/ledger-repository';
import { type BookingRepository, ENTRY_CONSTRAINTS } from './booking-repository';
import { assertOldEnoughToPay } from './entry-age';
import { ENTRY_MESSAGES, assertOpenForEntry } from './entry-rules';
import {
  type EntryReads,
  NOT_REGISTERED,
  TOURNAMENT_NOT_FOUND,
  type TournamentReads,
} from '../tournaments/public';

/** What a tournament of the other kind tells a player who used the wrong form. */
export const WRONG_KIND_MESSAGES: Record<TournamentKind, string> = {
  special: 'This tournament takes teams: create or join a team instead',
  normal: 'This tournament takes slot bookings: book a slot instead',
};

export const TEAM_NAME_TAKEN = 'Team name is already taken in this tournament';

/**
 * The steps every entry shares (a booked slot, a created team, a joined team), each run inside
 * the caller's transaction so a failure anywhere undoes all of them.
 */
export function createEntrySteps(repositories: {
  bookings: BookingRepository;
  tournaments: TournamentReads;
  entries: EntryReads;
}) {
  const { bookings, tournaments, entries } = repositories;
  async function assertNotEntered(trx: Trx, tournamentId: number, userId: number, message: string) {
    if (await entries.isEntered(tournamentId, userId, trx)) throw conflict(message);
  }

  return {
    assertNotEntered,

    /** Team lists are for the tournament's own players (SPEC §2: "Register to view teams."). */
    async assertRegistered(tournamentId: number, userId: number): Promise<TournamentRow> {
      const tournament = await tournaments.findById(tournamentId);
      if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
      if (!(await entries.isEntered(tournamentId, userId))) {
        throw forbidden(NOT_REGISTERED);
      }
      return tournament;
    },

    /**
     * The tournament, which must be of the kind the form is for. `lock` share-locks it, for
     * entries that take no slot and so have no conditional update to guard them.
     */
    async tournamentOfKind(
      trx: Trx,
      id: number,
      kind: TournamentKind,
      lock = false,
    ): Promise<TournamentRow> {
      const tournament = lock
        ? await tournaments.findByIdForShare(trx, id)
        : await tournaments.findById(id, trx);
      if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
      if (tournament.kind !== kind) throw invalid(WRONG_KIND_MESSAGES[tournament.kind]);
      return tournament;
    },

    /**
     * The friendly checks first, then the conditional update, which is what really decides.
     * Once it has run, this transaction holds the tournament row, so a fresh look at the
     * entries and the row tells a duplicate request or a lost race apart from a real refusal.
     */
    async takeSlot(
      trx: Trx,
      tournament: TournamentRow,
      entrant: { userId: number; alreadyEntered: string },
    ): Promise<void> {
      const { userId, alreadyEntered } = entrant;
      await assertNotEntered(trx, tournament.tourn_id, userId, alreadyEntered);
      assertOpenForEntry(tournament, true);
      const taken = await bookings.takeSlot(trx, tournament.tourn_id);
      await assertNotEntered(trx, tournament.tourn_id, userId, alreadyEntered);
      if (taken) return;
      const fresh = await tournaments.findById(tournament.tourn_id, trx);
      if (fresh) assertOpenForEntry(fresh, true);
      throw invalid(ENTRY_MESSAGES.noSlots);
    },

    /** The tournament's slots or teams changed: a booking, a team created or joined. */
    entered: (trx: Trx, tournament: TournamentRow) =>
      recordEvent(trx, { kind: 'slots.changed', tournamentId: tournament.tourn_id }),

    /** Debits the entry fee; the ledger refuses a debit beyond the balance. */
    async chargeEntryFee(trx: Trx, userId: number, tournament: TournamentRow): Promise<void> {
      if (tournament.entry_fee_paise <= 0) return;
      await assertOldEnoughToPay(trx, userId);
      const transactionId = await postSettledMovement(trx, {
        userId,
        type: 'ENTRY_FEE',
        amountPaise: tournament.entry_fee_paise,
        tournamentId: tournament.tourn_id,
        note: `Entry fee: ${tournament.tourn_name}`,
        reason: 'entry_fee',
        direction: 'debit',
      });
      await recordWalletChange(trx, userId, transactionId);
    },
  };
}

export type EntrySteps = ReturnType<typeof createEntrySteps>;

/**
 * The unique indexes are the last word when two requests race past the checks: their
 * violations become the same answers the checks give.
 */
export function entryConflict(error: unknown, alreadyEntered: string): AppError | undefined {
  if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) return undefined;
  switch (pgConstraint(error)) {
    case ENTRY_CONSTRAINTS.oneEntryPerPlayer:
    case ENTRY_CONSTRAINTS.oneFeePerTournament:
      return conflict(alreadyEntered);
    case ENTRY_CONSTRAINTS.teamNamePerTournament:
      return conflict(TEAM_NAME_TAKEN, 'teamName');
    default:
      return undefined;
  }
}

/** Runs an entry's transaction, turning a lost race into the player's message. */
export async function withEntryConflicts<T>(
  alreadyEntered: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw entryConflict(error, alreadyEntered) ?? error;
  }
}
