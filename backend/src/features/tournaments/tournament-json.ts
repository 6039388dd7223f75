import { paiseToRupees } from '#common/money';
import type { TournamentRow } from '../../db/schema';

/**
 * The tournament as SPEC §3 names its fields. Amounts are rupees as JSON numbers; an entry
 * fee of 0 means free.
 */
export function toTournamentJson(row: TournamentRow) {
  return {
    tournId: row.tourn_id,
    tournName: row.tourn_name,
    title: row.title,
    bannerLink: row.banner_link,
    tournPp: paiseToRupees(row.tourn_pp_paise),
    entryFee: paiseToRupees(row.entry_fee_paise),
    totalSlots: row.total_slots,
    slotsAvail: row.total_slots - row.slots_taken,
    matchesCount: row.matches_count,
    tournType: row.tourn_type,
    gameMode: row.game_mode,
    tournStart: row.tourn_start.toISOString(),
    regStart: row.reg_start.toISOString(),
    regEnd: row.reg_end.toISOString(),
    status: row.status,
    orgBy: row.org_by,
    discordLink: row.discord_link,
    liveLink: row.live_link,
  };
}

export type TournamentJson = ReturnType<typeof toTournamentJson>;

/** `GET special/tournament/{id}` answers only these fields (SPEC §3). */
export function toSpecialDetailsJson(row: TournamentRow) {
  const full = toTournamentJson(row);
  return {
    tournName: full.tournName,
    bannerLink: full.bannerLink,
    orgBy: full.orgBy,
    tournType: full.tournType,
    gameMode: full.gameMode,
    tournStart: full.tournStart,
    matchesCount: full.matchesCount,
    entryFee: full.entryFee,
    status: full.status,
    discordLink: full.discordLink,
  };
}
