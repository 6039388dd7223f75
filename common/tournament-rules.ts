/**
 * Rules about tournaments that the gateway and the web app both apply (SPEC §2, §4).
 */

export type TournamentKindName = 'NORMAL' | 'SPECIAL';
export type ClosedReason = 'NO_SLOTS' | 'CANCELLED' | 'COMPLETED';

export interface BookingFacts {
  kind: TournamentKindName;
  status: string;
  slotsAvailable: number;
}

/**
 * Why bookings are closed, or null while open. Normal tournaments close when no slot is left
 * or when cancelled or completed; special ones only when cancelled. The mobile fixed button of
 * a normal tournament does not treat completed as closed (`ignoreCompleted`), as the spec's
 * client does.
 */
export function bookingClosedReason(
  facts: BookingFacts,
  options: { ignoreCompleted?: boolean } = {},
): ClosedReason | null {
  const status = facts.status.toLowerCase();
  if (status === 'cancelled') return 'CANCELLED';
  if (facts.kind === 'SPECIAL') return null;
  if (facts.slotsAvailable <= 0) return 'NO_SLOTS';
  if (status === 'completed' && !options.ignoreCompleted) return 'COMPLETED';
  return null;
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
