import type { TeamWithPlayers } from './booking-repository';
import type { TeamOfPlayer } from './team-repository';

/**
 * A special team as SPEC §3 lists it: one entry per place, by position, with empty entries
 * for the places still open, so "Player n" on screen is the player at position n.
 */
export function toSpecialTeamJson(team: TeamWithPlayers, teamSize: number) {
  const places = Math.max(teamSize, ...team.players.map((player) => player.position));
  return {
    id: team.id,
    teamName: team.teamName,
    players: Array.from({ length: places }, (_, index) => ({
      inGameName: team.players.find((player) => player.position === index + 1)?.inGameName ?? '',
    })),
  };
}

export type SpecialTeamJson = ReturnType<typeof toSpecialTeamJson>;

/** SPEC §4: the web app reads "booked or not" from these exact messages. */
export const MY_TEAM_MESSAGES = {
  leader: 'You have already created a team',
  member: 'You have joined a team',
  none: 'You have not created a team yet',
} as const;

/** The caller's team (SPEC §3 "My team"); `playersNeeded` counts the places still open. */
export function toMyTeamJson(team: TeamOfPlayer | undefined, userId: number, teamSize: number) {
  if (!team) {
    return {
      teamCode: null,
      teamName: null,
      playersJoined: 0,
      playersNeeded: 0,
      message: MY_TEAM_MESSAGES.none,
    };
  }
  return {
    teamCode: team.teamCode,
    teamName: team.teamName,
    playersJoined: team.playersJoined,
    playersNeeded: Math.max(0, teamSize - team.playersJoined),
    message: team.leaderId === userId ? MY_TEAM_MESSAGES.leader : MY_TEAM_MESSAGES.member,
  };
}
