import type { Insertable } from 'kysely';
import { rupeesToPaise } from '#common/money';
import type { Trx } from '../db/db';
import type { MatchesTable, TeamPlayersTable } from '../db/schema';
import { newTeamCode } from '../features/bookings/team-code';
import { defaultReleaseAt, defaultSchedule } from '#common/match-schedule';
import type { DemoTournament } from './demo-tournament';
import { DEMO_TOURNAMENTS } from './demo-tournaments';
import { demoRepository } from './demo-repository';
import { matchResults, seededRandom } from './demo-results';
import { resolveMoment } from './demo-time';
import { DEMO_COMPLIANCE, DEMO_PRIZE_SPONSOR } from './seed-compliance';
import type { SquadPlayer, SquadRoster } from './seed-accounts';

export interface SeededTournament {
  id: number;
  name: string;
  entryFeePaise: number;
  start: Date;
  roomReleasedAt: Date | null;
  matchesPlayed: number;
  withDemoSquad: boolean;
}

const DEMO_SQUAD = 0;

/** How long before the release the organisers of the demo published their rooms. */
const PUBLISHED_AHEAD_MS = 20 * 60_000;

/**
 * A match's room as the organiser publishes it (decision 016): released 7 minutes before the
 * match starts, published a while before that, or now when that is still ahead, the release
 * then waiting. Each match played so far, and the next one, has a room of its own.
 */
function roomColumns(
  tournament: DemoTournament,
  match: { matchNo: number; startsAt: Date },
  now: Date,
) {
  const last = Math.min(tournament.matchesCount, tournament.matchesPlayed + 1);
  if (!tournament.room || match.matchNo > last) return {};
  const releaseAt = defaultReleaseAt(match.startsAt);
  const released = releaseAt <= now;
  const id = String(Number(tournament.room.id) + match.matchNo - 1);
  return {
    room_id: id,
    room_password: tournament.room.password,
    room_published_at: released ? new Date(releaseAt.getTime() - PUBLISHED_AHEAD_MS) : now,
    room_release_at: releaseAt,
    room_released_at: released ? releaseAt : null,
  };
}

/** The demo tournament's matches: the rotation's maps, a match every 30 minutes. */
function matchRows(
  tournament: DemoTournament,
  tournamentId: number,
  start: Date,
  now: Date,
): Insertable<MatchesTable>[] {
  return defaultSchedule(start, tournament.matchesCount).map((match) => ({
    tournament_id: tournamentId,
    match_no: match.matchNo,
    map: match.map,
    starts_at: match.startsAt,
    ...roomColumns(tournament, match, now),
    results_posted_at:
      match.matchNo <= tournament.matchesPlayed
        ? new Date(match.startsAt.getTime() + 25 * 60_000)
        : null,
  }));
}

/**
 * When a squad checked in: once the window has closed, every squad but the last did, 20
 * minutes before the start (the last one is the organiser's absent candidate on the desk).
 */
function checkedInAt(
  tournament: DemoTournament,
  start: Date,
  now: Date,
  teamIndex: number,
  teams: number,
): Date | null {
  if (!tournament.checkIn || teamIndex === teams - 1) return null;
  const closed = start.getTime() - tournament.checkIn.closes * 60_000 <= now.getTime();
  return closed ? new Date(start.getTime() - 20 * 60_000) : null;
}

function tournamentRow(tournament: DemoTournament, teams: number, now: Date) {
  const start = resolveMoment(tournament.start, now);
  return {
    kind: tournament.kind,
    tourn_name: tournament.name,
    title: tournament.title,
    banner_link: tournament.banner,
    tourn_pp_paise: rupeesToPaise(tournament.prizePoolRupees),
    entry_fee_paise: rupeesToPaise(tournament.entryFeeRupees),
    total_slots: tournament.totalSlots,
    slots_taken: teams,
    matches_count: tournament.matchesCount,
    tourn_type: tournament.tournType,
    game_mode: tournament.gameMode,
    tourn_start: start,
    reg_start: resolveMoment(tournament.regStart, now),
    reg_end: resolveMoment(tournament.regEnd, now),
    status: tournament.status,
    org_by: tournament.orgBy,
    discord_link: tournament.discordLink,
    live_link: tournament.liveLink,
    checkin_opens_minutes: tournament.checkIn?.opens ?? null,
    checkin_closes_minutes: tournament.checkIn?.closes ?? null,
    // Opened under the demo's registration number, the prize a sponsor's (decision 048).
    prize_source: 'sponsor' as const,
    prize_sponsor_name: DEMO_PRIZE_SPONSOR,
    registration_opened_at: now,
    esport_registration_number: DEMO_COMPLIANCE.esportRegistrationNumber,
  };
}

/**
 * The team sheet as each kind of entry writes it: a normal booking names four or more players
 * but only the booking player has an account in it (unless `wholeSquad`: its teammates joined
 * as members); a special team is made of the accounts that created or joined it.
 */
function teamSheet(
  tournament: DemoTournament,
  squad: SquadRoster,
  playersJoined: number,
  wholeSquad: boolean,
): Omit<Insertable<TeamPlayersTable>, 'team_id' | 'tournament_id'>[] {
  if (tournament.kind === 'special') {
    return squad.players.slice(0, playersJoined).map((player, index) => ({
      position: index + 1,
      user_id: player.userId,
      in_game_name: player.inGameName,
    }));
  }
  const names = squad.players.map((player) => player.inGameName);
  if (squad.substitute) names.push(squad.substitute);
  // The demo player's squad plays whole: its teammates accepted the booker's invitations.
  const accountAt = (index: number) =>
    index === 0 || wholeSquad ? (squad.players[index]?.userId ?? null) : null;
  return names.map((inGameName, index) => ({
    position: index + 1,
    user_id: accountAt(index),
    in_game_name: inGameName,
  }));
}

/** Hands out squads in turn, so each tournament has a different mix of teams. */
function squadPicker(rosters: SquadRoster[]) {
  const others = rosters.slice(DEMO_SQUAD + 1);
  let cursor = 0;
  return (tournament: DemoTournament): SquadRoster[] => {
    const wanted = tournament.teams - (tournament.withDemoSquad ? 1 : 0);
    const picked = Array.from({ length: wanted }, (_, i) => others[(cursor + i) % others.length]);
    cursor = (cursor + wanted) % others.length;
    const demo = tournament.withDemoSquad ? [rosters[DEMO_SQUAD]] : [];
    // Only squads with a leader can book; every demo squad has one.
    return [...demo, ...picked].filter(
      (squad): squad is SquadRoster => squad !== undefined && squad.players.length > 0,
    );
  };
}

/** Every demo tournament with its teams and the results of the matches already played. */
export async function seedTournaments(
  trx: Trx,
  rosters: SquadRoster[],
  now: Date,
): Promise<SeededTournament[]> {
  const pickSquads = squadPicker(rosters);
  const usedCodes = new Set<string>();
  const uniqueCode = (): string => {
    const code = newTeamCode();
    if (usedCodes.has(code)) return uniqueCode();
    usedCodes.add(code);
    return code;
  };
  const seeded: SeededTournament[] = [];

  for (const [index, tournament] of DEMO_TOURNAMENTS.entries()) {
    const squads = pickSquads(tournament);
    const row = tournamentRow(tournament, squads.length, now);
    const tournamentId = await demoRepository.insertTournament(trx, row);
    const matches = matchRows(tournament, tournamentId, row.tourn_start, now);
    await demoRepository.insertMatches(trx, matches);
    const teamIds: number[] = [];
    for (const [teamIndex, squad] of squads.entries()) {
      const leader = squad.players[0] as SquadPlayer;
      const teamId = await demoRepository.insertTeam(trx, {
        tournamentId,
        teamName: squad.name,
        // Normal squads have a code too: teammates join by it (decision 037).
        teamCode: uniqueCode(),
        leaderId: leader.userId,
        whatsappNumber: leader.mobile,
        checkedInAt: checkedInAt(tournament, row.tourn_start, now, teamIndex, squads.length),
      });
      const wholeSquad = squad === rosters[DEMO_SQUAD];
      const joined = tournament.playersJoined?.[teamIndex] ?? 4;
      const sheet = teamSheet(tournament, squad, joined, wholeSquad);
      await demoRepository.insertTeamPlayers(
        trx,
        sheet.map((player) => ({ ...player, team_id: teamId, tournament_id: tournamentId })),
      );
      teamIds.push(teamId);
      // The demo squad disputes its last played match of a live night: Today shows it open.
      if (wholeSquad && tournament.status === 'live' && tournament.matchesPlayed > 0) {
        const matchNo = tournament.matchesPlayed;
        const openedBy = leader.userId;
        await demoRepository.insertDispute(trx, { tournamentId, matchNo, teamId, openedBy });
      }
    }

    const random = seededRandom(index + 1);
    for (let matchId = 1; matchId <= tournament.matchesPlayed; matchId += 1) {
      await demoRepository.insertMatchResults(
        trx,
        matchResults(teamIds, random).map((result) => ({
          tournament_id: tournamentId,
          match_id: matchId,
          team_id: result.teamId,
          player1_kills: result.kills[0],
          player2_kills: result.kills[1],
          player3_kills: result.kills[2],
          player4_kills: result.kills[3],
          position_points: result.positionPoints,
          match_participated: 1,
          booyah: result.booyah ? 1 : 0,
          place: result.place,
        })),
      );
    }
    seeded.push({
      id: tournamentId,
      name: tournament.name,
      entryFeePaise: row.entry_fee_paise,
      start: row.tourn_start,
      roomReleasedAt: matches[0]?.room_released_at ?? null,
      matchesPlayed: tournament.matchesPlayed,
      withDemoSquad: tournament.withDemoSquad,
    });
  }
  return seeded;
}
