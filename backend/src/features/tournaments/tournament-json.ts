import { FEE_PURPOSES, GAME_TITLES, NO_STAKES_LINE, PRIZE_SOURCES } from '#common/declaration';
import { paiseToRupees } from '#common/money';
import { pointsSystemOf } from '#common/points-systems';
import type { TournamentRow } from '../../db/schema';
import type { PlaceRow } from './entries-repository';
import type { ParticipantPlayerRow, ParticipantTeamRow } from './participants-repository';

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
    /** Issue 22: the placement table and points per kill, shown to players before booking. */
    pointsSystem: pointsSystemOf(row.points_system),
    /** Issue 24: what players read before booking, so the event is an e-sport (decision 048). */
    declaration: declarationJson(row),
    /** False until an organiser opened registration; the booking window applies after that. */
    registrationOpen: row.registration_opened_at !== null,
  };
}

/** The declaration's three choices, each with its words: the details page's and the records'. */
export const declarationChoicesJson = (
  row: Pick<TournamentRow, 'game_title' | 'fee_purpose' | 'prize_source'>,
) => ({
  gameTitle: row.game_title,
  gameTitleLabel: GAME_TITLES[row.game_title],
  feePurpose: row.fee_purpose,
  feePurposeLabel: FEE_PURPOSES[row.fee_purpose],
  prizeSource: row.prize_source,
  prizeSourceLabel: PRIZE_SOURCES[row.prize_source],
});

/**
 * The declaration: the game, what the fee pays for, whose money the prize is, the e-sport
 * registration number registration opened under (null before it opened) and the no-stakes line.
 */
export const declarationJson = (row: TournamentRow) => ({
  ...declarationChoicesJson(row),
  sponsorName: row.prize_sponsor_name,
  registrationNumber: row.esport_registration_number,
  noStakes: NO_STAKES_LINE,
});

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

/** What organisers see: the public shape plus the fields only they set or need. */
export function toAdminTournamentJson(row: TournamentRow) {
  return {
    ...toTournamentJson(row),
    kind: row.kind,
    teamSize: row.team_size,
    roomId: row.room_id,
    roomPassword: row.room_password,
    roomPublishedAt: row.room_published_at?.toISOString() ?? null,
    roomReleaseAt: row.room_release_at?.toISOString() ?? null,
    roomReleasedAt: row.room_released_at?.toISOString() ?? null,
    checkinOpensMinutes: row.checkin_opens_minutes,
    checkinClosesMinutes: row.checkin_closes_minutes,
    /** Decision 044: the prizes announced before booking, in paise; null when none. */
    prizeTable: prizeTableJson(row),
    // The declaration as the organiser's form sets it (the public shape nests it).
    gameTitle: row.game_title,
    feePurpose: row.fee_purpose,
    prizeSource: row.prize_source,
    prizeSponsorName: row.prize_sponsor_name,
    registrationOpenedAt: row.registration_opened_at?.toISOString() ?? null,
  };
}

/** The stored table as plain JSON (the public read answers it too); null when none was set. */
export const prizeTableJson = ({ prize_table: table }: TournamentRow) =>
  table && { rankPaise: [...table.rankPaise], perKillPaise: table.perKillPaise };

export type AdminTournamentJson = ReturnType<typeof toAdminTournamentJson>;

/** Teams with their players, in booking order; players without an account have no userId. */
export function toParticipantsJson(teams: ParticipantTeamRow[], players: ParticipantPlayerRow[]) {
  const playersOfTeam = new Map<number, ParticipantPlayerRow[]>();
  for (const player of players) {
    playersOfTeam.set(player.team_id, [...(playersOfTeam.get(player.team_id) ?? []), player]);
  }
  return teams.map((team) => ({
    teamId: team.id,
    teamName: team.team_name,
    teamCode: team.team_code,
    leaderId: team.leader_id,
    whatsappNumber: team.whatsapp_number,
    status: team.status,
    statusReason: team.status_reason,
    createdAt: team.created_at.toISOString(),
    players: (playersOfTeam.get(team.id) ?? []).map((player) => ({
      position: player.position,
      inGameName: player.in_game_name,
      userId: player.user_id,
      username: player.username,
    })),
  }));
}

/** A player's place in a tournament, as the organiser's player page lists it. */
export const toPlaceJson = (row: PlaceRow) => ({
  tournament: { ...toTournamentJson(row), kind: row.kind },
  teamId: row.team_id,
  teamName: row.team_name,
  inGameName: row.in_game_name,
  position: row.position,
  teamStatus: row.team_status,
});
