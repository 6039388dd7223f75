/**
 * Rules about tournaments that the gateway and the web app both apply (SPEC §2, §4).
 */

export type TournamentKindName = 'NORMAL' | 'SPECIAL';
export type ClosedReason =
  'NO_SLOTS' | 'CANCELLED' | 'COMPLETED' | 'REGISTRATION_NOT_OPEN' | 'REGISTRATION_CLOSED';

export interface BookingFacts {
  kind: TournamentKindName;
  status: string;
  slotsAvailable: number;
  /** ISO instants of the registration window; an unknown end leaves that side open. */
  registrationOpensAt?: string | null;
  registrationClosesAt?: string | null;
}

/** Where `now` falls in a registration window; unknown ends leave that side open. */
export function registrationWindowReason(
  window: Pick<BookingFacts, 'registrationOpensAt' | 'registrationClosesAt'>,
  now: Date,
): 'REGISTRATION_NOT_OPEN' | 'REGISTRATION_CLOSED' | null {
  const opens = window.registrationOpensAt ? Date.parse(window.registrationOpensAt) : NaN;
  const closes = window.registrationClosesAt ? Date.parse(window.registrationClosesAt) : NaN;
  if (now.getTime() < opens) return 'REGISTRATION_NOT_OPEN';
  if (now.getTime() > closes) return 'REGISTRATION_CLOSED';
  return null;
}

/**
 * Why bookings are closed, or null while open. Normal tournaments close when no slot is left
 * or when cancelled or completed; special ones only when cancelled. The mobile fixed button of
 * a normal tournament does not treat completed as closed (`ignoreCompleted`), as the spec's
 * client does. Both kinds then close outside their registration window, which the server
 * enforces too (backend entry-rules).
 */
export function bookingClosedReason(
  facts: BookingFacts,
  options: { ignoreCompleted?: boolean; now?: Date } = {},
): ClosedReason | null {
  const status = facts.status.toLowerCase();
  if (status === 'cancelled') return 'CANCELLED';
  if (facts.kind === 'NORMAL') {
    if (facts.slotsAvailable <= 0) return 'NO_SLOTS';
    if (status === 'completed' && !options.ignoreCompleted) return 'COMPLETED';
  }
  return registrationWindowReason(facts, options.now ?? new Date());
}

/** True when any text field of the record contains the search, ignoring case. */
export function matchesSearch(record: Record<string, unknown>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return Object.values(record).some(
    (value) =>
      (typeof value === 'string' || typeof value === 'number') &&
      String(value).toLowerCase().includes(needle),
  );
}

interface Listed {
  kind: TournamentKindName;
  startsAt: string;
}

/**
 * The tournament list of SPEC §2: special tournaments first, by start date descending, then
 * normal ones newest first; the search filters normal tournaments only.
 */
export function listForScreen<T extends Listed>(
  tournaments: readonly T[],
  search: string | undefined,
  searchable: (tournament: T) => Record<string, unknown>,
): T[] {
  const byStartDesc = (a: T, b: T) => Date.parse(b.startsAt) - Date.parse(a.startsAt);
  const special = tournaments.filter((t) => t.kind === 'SPECIAL').sort(byStartDesc);
  const normal = tournaments
    .filter((t) => t.kind === 'NORMAL' && (!search || matchesSearch(searchable(t), search)))
    .sort(byStartDesc);
  return [...special, ...normal];
}
