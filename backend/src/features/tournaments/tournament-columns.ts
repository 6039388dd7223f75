import type { Updateable } from 'kysely';
import { rupeesToPaise } from '#common/money';
import { pointsSystemOf } from '#common/points-systems';
import type { TournamentRow, TournamentsTable } from '../../db/schema';
import { PG_CHECK_VIOLATION, invalid, pgConstraint, pgErrorCode } from '../../errors';
import { declarationColumns } from './declaration-rules';
import { prizeTableColumn } from './prize-table-rules';
import type { TournamentPatchInput } from './tournament-schemas';

/** The organiser's tournament input as the table's columns, for creation and edits. */

export const toDate = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso));
export const toPaise = (rupees: number | undefined) =>
  rupees === undefined ? undefined : rupeesToPaise(rupees);

/** The organiser's fields as columns; what the input leaves out stays out (a PATCH). */
export function tournamentColumns(
  input: TournamentPatchInput,
  current: TournamentRow | null,
): Updateable<TournamentsTable> {
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
    points_system: input.pointsSystem && JSON.stringify(pointsSystemOf(input.pointsSystem)),
    checkin_opens_minutes: input.checkinOpensMinutes,
    checkin_closes_minutes: input.checkinClosesMinutes,
    prize_table: prizeTableColumn(input.prizeTable),
    ...declarationColumns(input, current),
  };
}

/** The schedule after a PATCH: what it names, else what the tournament has. */
export const scheduleAfter = (current: TournamentRow, patch: TournamentPatchInput) => ({
  regStart: toDate(patch.regStart) ?? current.reg_start,
  regEnd: toDate(patch.regEnd) ?? current.reg_end,
  tournStart: toDate(patch.tournStart) ?? current.tourn_start,
});

/** A booking that slipped in between our check and the update still cannot shrink below it. */
export function translateSlotsViolation(error: unknown): never {
  if (
    pgErrorCode(error) === PG_CHECK_VIOLATION &&
    pgConstraint(error) === 'tournaments_slots_check'
  ) {
    throw invalid('Total slots cannot be fewer than the slots already taken', 'totalSlots');
  }
  throw error;
}
