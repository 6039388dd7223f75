import type { TeamWithPlayers } from './booking-repository';

/**
 * A normal booking as SPEC §3 names its fields: the leader's in-game name, then players 2 to 6
 * by position (null where the squad left an optional place empty).
 */
export function toNormalTeamJson(team: TeamWithPlayers) {
  const nameAt = (position: number) =>
    team.players.find((player) => player.position === position)?.inGameName ?? null;
  return {
    id: team.id,
    teamName: team.teamName,
    inGameName: nameAt(1) ?? '',
    player2: nameAt(2),
    player3: nameAt(3),
    player4: nameAt(4),
    player5: nameAt(5),
    player6: nameAt(6),
  };
}

export type NormalTeamJson = ReturnType<typeof toNormalTeamJson>;
