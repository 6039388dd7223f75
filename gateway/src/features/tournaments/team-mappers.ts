import type { MyTeam, MyTeamRole, Player, Team } from '../../generated/resolvers-types';
import type {
  UpstreamMyTeam,
  UpstreamNormalTeam,
  UpstreamSpecialTeam,
} from '../../upstream/tournament-types';
import { countOf, textOrNull } from './tournament-mappers';

/** Players at their positions, places left empty dropped. */
function playersAt(names: (string | null | undefined)[]): Player[] {
  return names.flatMap((name, index) => {
    const inGameName = textOrNull(name);
    return inGameName ? [{ position: index + 1, inGameName }] : [];
  });
}

/** A booked squad: the leader's in-game name at position 1, then player2 to player6. */
export const normalTeamOf = (team: UpstreamNormalTeam): Team => ({
  id: String(team.id),
  name: team.teamName,
  players: playersAt([
    team.inGameName,
    team.player2,
    team.player3,
    team.player4,
    team.player5,
    team.player6,
  ]),
});

/**
 * A special team: the upstream lists one entry per place (empty while the place is open), so a
 * player's position is its place in the array, kept even when an earlier place is empty.
 */
export const specialTeamOf = (team: UpstreamSpecialTeam): Team => ({
  id: String(team.id),
  name: team.teamName,
  players: playersAt((team.players ?? []).map((player) => player?.inGameName)),
});

/**
 * SPEC §4: the platform says whether the viewer is in a team of a special tournament only by
 * these sentences; anything else (e.g. 'You have not created a team yet') means no team.
 */
const ROLE_OF_MESSAGE: Record<string, MyTeamRole> = {
  'You have already created a team': 'LEADER',
  'You have joined a team': 'MEMBER',
};

export const myTeamRoleOf = (message: string | null | undefined): MyTeamRole =>
  (typeof message === 'string' && ROLE_OF_MESSAGE[message.trim()]) || 'NONE';

export const isInTeam = (myTeam: UpstreamMyTeam) => myTeamRoleOf(myTeam.message) !== 'NONE';

export const myTeamOf = (myTeam: UpstreamMyTeam): MyTeam => ({
  role: myTeamRoleOf(myTeam.message),
  code: textOrNull(myTeam.teamCode),
  name: textOrNull(myTeam.teamName),
  playersJoined: countOf(myTeam.playersJoined),
  playersNeeded: countOf(myTeam.playersNeeded),
  message: myTeam.message ?? '',
});
