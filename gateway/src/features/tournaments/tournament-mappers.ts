import { TOURNAMENT_STATUSES } from '#common/constants';
import { moneyOf, parseRupees } from '#common/money';
import { type ClosedReason, bookingClosedReason, listForScreen } from '#common/tournament-rules';
import { gatewayError } from '../../errors/error-model';
import type { TournamentKind, TournamentStatus } from '../../generated/resolvers-types';
import type { TournamentSource, UpstreamTournament } from '../../upstream/tournament-types';

/**
 * What `GET special/tournament/{id}` answers: the subset of SPEC §3 the special details page
 * reads, without the id or the slot and prize numbers.
 */
export type UpstreamSpecialDetails = Partial<Omit<UpstreamTournament, 'tournId'>> &
  Pick<UpstreamTournament, 'tournName' | 'tournStart' | 'status'>;

/** A tournament of an upstream list or read, tagged with the kind the gateway knows it has. */
export const sourceOf = (row: UpstreamTournament, kind: TournamentKind): TournamentSource => ({
  ...row,
  kind,
});

/** The special details subset as a source; the numbers it lacks read as 0 in the fields. */
export const specialDetailsSource = (
  id: string,
  details: UpstreamSpecialDetails,
): TournamentSource => ({ ...details, tournId: Number(id), kind: 'SPECIAL' });

/** The id every read of this tournament is keyed by, so the request's loader dedupes them. */
export const idOf = (source: Pick<TournamentSource, 'tournId'>) => String(source.tournId);

/** Optional text: the upstream sends '' for "not given" as often as null. */
export const textOrNull = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** A count the schema needs a value for; what the upstream left out counts as 0. */
export const countOf = (value: number | string | null | undefined) => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};

/**
 * Money from the upstream's rupees (a JSON number, or a string such as "0"). Absent is zero;
 * an amount that is not exact paise is an upstream fault, never rounded into the schema.
 */
export function moneyFromRupees(value: number | string | null | undefined) {
  if (value === null || value === undefined || value === '') return moneyOf(0);
  const paise = parseRupees(value);
  if (paise === undefined) throw gatewayError('UPSTREAM_ERROR');
  return moneyOf(paise);
}

export const isFree = (source: TournamentSource) => moneyFromRupees(source.entryFee).paise === 0;

const STATUS_OF: Record<string, TournamentStatus> = Object.fromEntries(
  TOURNAMENT_STATUSES.map((status) => [status, status.toUpperCase() as TournamentStatus]),
);

/** The schema's status for the upstream's lower-case one; undefined when it is not one of §4's. */
export const parseStatus = (status: string | null | undefined): TournamentStatus | undefined =>
  typeof status === 'string' ? STATUS_OF[status.trim().toLowerCase()] : undefined;

/** The status field: a value the schema cannot express is an upstream fault. */
export function statusOf(source: TournamentSource): TournamentStatus {
  const status = parseStatus(source.status);
  if (!status) throw gatewayError('UPSTREAM_ERROR');
  return status;
}

/** The shared §4 rule, fed from the upstream's fields; not opened by an organiser (issue 24) first. */
export const closedReasonOf = (source: TournamentSource): ClosedReason | null =>
  source.registrationOpen === false
    ? 'REGISTRATION_NOT_OPEN'
    : bookingClosedReason({
        kind: source.kind,
        status: source.status ?? '',
        slotsAvailable: countOf(source.slotsAvail),
        registrationOpensAt: source.regStart,
        registrationClosesAt: source.regEnd,
      });

/** What the list screen's search looks through: the tournament's own fields, not the tag. */
export const searchableOf = ({ kind: _kind, ...fields }: TournamentSource) => fields;

/**
 * The list screen's order and search (the shared §2 rule), then the optional status filter; a
 * status the schema does not know matches no filter.
 */
export function screenListOf(
  sources: TournamentSource[],
  search: string | null | undefined,
  status: TournamentStatus | null | undefined,
): TournamentSource[] {
  const listed = listForScreen(
    sources.map((source) => ({ kind: source.kind, startsAt: source.tournStart, source })),
    search ?? undefined,
    (item) => searchableOf(item.source),
  );
  return listed
    .map((item) => item.source)
    .filter((source) => !status || parseStatus(source.status) === status);
}

/** A logged-in viewer can book while not booked and the tournament takes bookings. */
export const viewerBookingOf = (source: TournamentSource, booked: boolean) => ({
  booked,
  canBook: !booked && closedReasonOf(source) === null,
});
