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
import { type EventRecord, recordEvents, walletChange } from '../../change/record-event';
import type { Trx } from '../../db/db';
import { type HeldMovement, postSettledMovementHouseLast } from '../../ledger/ledger-repository';
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

  /** Takes the slot, with the fee when there is one, in one statement; refuses when full. */
  async function takeSlot(trx: Trx, tournamentId: number, fee: HeldMovement | undefined) {
    const slot = bookings.takeSlot(trx, tournamentId);
    const taken = fee ? await fee.postFeeWith(slot) : (await slot.executeTakeFirst()) !== undefined;
    if (taken) return;
    // Lost to the entries that took the last slots, or closed meanwhile: say which.
    const fresh = await tournaments.findById(tournamentId, trx);
    if (fresh) assertOpenForEntry(fresh, true);
    throw invalid(ENTRY_MESSAGES.noSlots);
  }

  async function assertStillOpen(trx: Trx, tournamentId: number): Promise<void> {
    const locked = await tournaments.findByIdForShare(trx, tournamentId);
    if (!locked) throw notFound(TOURNAMENT_NOT_FOUND);
    assertOpenForEntry(locked, false);
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

    /** The tournament, which must be of the kind the form is for. Read without a lock. */
    async tournamentOfKind(trx: Trx, id: number, kind: TournamentKind): Promise<TournamentRow> {
      const tournament = await tournaments.findById(id, trx);
      if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND);
      if (tournament.kind !== kind) throw invalid(WRONG_KIND_MESSAGES[tournament.kind]);
      return tournament;
    },

    /**
     * The tournament an entry that takes a slot is for, with the friendly checks, in one read:
     * it exists and is of the form's kind, the player has not entered it, it is open with a
     * slot free. `finishEntry` takes the slot with the update that really decides.
     */
    async tournamentToEnter(
      trx: Trx,
      id: number,
      kind: TournamentKind,
      entrant: { userId: number; alreadyEntered: string },
    ): Promise<TournamentRow> {
      const found = await entries.tournamentForEntrant(id, entrant.userId, trx);
      if (!found) throw notFound(TOURNAMENT_NOT_FOUND);
      const { tournament, entered } = found;
      if (tournament.kind !== kind) throw invalid(WRONG_KIND_MESSAGES[tournament.kind]);
      if (entered) throw conflict(entrant.alreadyEntered);
      assertOpenForEntry(tournament, true);
      return tournament;
    },

    /**
     * Debits the entry fee from the player's wallet; the ledger refuses a debit beyond the
     * balance. Its house side is still to post: `finishEntry` posts it.
     */
    async chargeEntryFee(
      trx: Trx,
      userId: number,
      tournament: TournamentRow,
    ): Promise<HeldMovement | undefined> {
      if (tournament.entry_fee_paise <= 0) return undefined;
      await assertOldEnoughToPay(trx, userId);
      return postSettledMovementHouseLast(trx, {
        userId,
        type: 'ENTRY_FEE',
        amountPaise: tournament.entry_fee_paise,
        tournamentId: tournament.tourn_id,
        note: `Entry fee: ${tournament.tourn_name}`,
        reason: 'entry_fee',
        direction: 'debit',
      });
    },

    /**
     * An entry's last statements before commit (decision 057): its events, then the tournament
     * row and the fee posted into the tournament's fee account, the rows every entry of the
     * tournament writes. Taken last, they are held for one statement and the commit rather
     * than the whole entry. An entry that takes a slot takes it with the conditional update
     * that really decides, in the statement that posts its fee; one that takes none (a place
     * in a team) share-locks the row, so the tournament cannot close under it, then posts its
     * fee. A refusal here undoes the entry's other work.
     */
    async finishEntry(
      trx: Trx,
      tournament: TournamentRow,
      entry: { userId: number; fee: HeldMovement | undefined; takesSlot: boolean },
    ): Promise<void> {
      const { userId, fee, takesSlot } = entry;
      const events: EventRecord[] = [
        ...(fee ? [walletChange(userId, fee.transactionId)] : []),
        // The tournament's slots or teams changed: a booking, a team created or joined.
        { kind: 'slots.changed', tournamentId: tournament.tourn_id },
      ];
      await recordEvents(trx, events);
      if (takesSlot) return takeSlot(trx, tournament.tourn_id, fee);
      await assertStillOpen(trx, tournament.tourn_id);
      await fee?.postHouseSide();
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

/**
 * Runs an entry's transaction, turning a lost race into the player's message. A team name
 * clash may be with the player's own request sent twice at once (the second waits on the
 * first's team, whose name it repeats): `enteredNow`, asked after the clash, tells it apart.
 */
export async function withEntryConflicts<T>(
  alreadyEntered: string,
  work: () => Promise<T>,
  enteredNow?: () => Promise<boolean>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const answer = entryConflict(error, alreadyEntered);
    const nameClash = pgConstraint(error) === ENTRY_CONSTRAINTS.teamNamePerTournament;
    if (answer && nameClash && enteredNow && (await enteredNow())) throw conflict(alreadyEntered);
    throw answer ?? error;
  }
}
