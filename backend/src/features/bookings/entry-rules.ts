import type { TournamentRow } from '../../db/schema';
import { invalid } from '../../errors';

/**
 * When a tournament takes entries. One rule for normal bookings and special teams, so the two
 * can never disagree about what "open" means.
 */
export const ENTRY_MESSAGES = {
  bookingsClosed: 'Bookings are closed for this tournament',
  noSlots: 'No slots available',
  notOpenYet: 'Registration has not opened yet',
  registrationClosed: 'Registration has closed',
} as const;

export type EntryWindow = Pick<
  TournamentRow,
  'status' | 'total_slots' | 'slots_taken' | 'reg_start' | 'reg_end' | 'registration_opened_at'
>;

/**
 * Why the tournament refuses an entry now, or undefined when it is open. `needsSlot` is false
 * for joining an existing special team, which fills a place in a slot already taken.
 */
export function entryRefusal(
  tournament: EntryWindow,
  now: Date,
  needsSlot: boolean,
): string | undefined {
  if (tournament.status !== 'upcoming') return ENTRY_MESSAGES.bookingsClosed;
  // An organiser opens registration (decision 048); until then the window does not apply.
  if (tournament.registration_opened_at === null) return ENTRY_MESSAGES.notOpenYet;
  if (needsSlot && tournament.slots_taken >= tournament.total_slots) return ENTRY_MESSAGES.noSlots;
  if (now < tournament.reg_start) return ENTRY_MESSAGES.notOpenYet;
  if (now > tournament.reg_end) return ENTRY_MESSAGES.registrationClosed;
  return undefined;
}

export function assertOpenForEntry(tournament: EntryWindow, needsSlot: boolean): void {
  const refusal = entryRefusal(tournament, new Date(), needsSlot);
  if (refusal) throw invalid(refusal);
}
