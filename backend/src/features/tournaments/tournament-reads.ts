import type { Db } from '../../db/db';
import { createEntriesRepository } from './entries-repository';
import { createTournamentsRepository } from './tournaments-repository';

/**
 * What other features read of a tournament, inside their own transaction when they pass one
 * (a booking locks the row it takes a slot of). Writes to tournaments stay in this feature.
 */
export function createTournamentReads(db: Db) {
  const tournaments = createTournamentsRepository(db);
  return {
    findById: tournaments.findById,
    findByIdForUpdate: tournaments.findByIdForUpdate,
    findByIdForShare: tournaments.findByIdForShare,
  };
}

export type TournamentReads = ReturnType<typeof createTournamentReads>;

/** Who entered which tournament, as bookings, results, the live rooms and the organiser read it. */
export function createEntryReads(db: Db) {
  const entries = createEntriesRepository(db);
  return {
    isEntered: entries.isEntered,
    tournamentForEntrant: entries.tournamentForEntrant,
    entrants: entries.entrants,
    enteredTournaments: entries.enteredTournaments,
    placesOf: entries.placesOf,
  };
}

export type EntryReads = ReturnType<typeof createEntryReads>;
