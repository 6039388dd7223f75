import { SQUAD_MAX_PLAYERS } from '#common/constants';
import type { TournamentRow } from '../../db/schema';
import { conflict, isUniqueViolation } from '../../errors';
import type { SquadPlace } from './squads-repository';

/** Every sentence the squads feature answers with, in one place. */
export const SQUAD_TEXT = {
  invited: 'Invitation sent',
  joined: 'You joined the squad',
  declined: 'Invitation declined',
  cancelled: 'Invitation cancelled',
  removed: 'Member removed from the squad',
  left: 'You left the squad',
  noSquad: 'No squad has this id',
  notBooker: 'Only the player who booked the squad can do this',
  notMember: 'You are not in a squad of this tournament',
  bookerStays: 'The player who booked the squad cannot leave it',
  notInSquad: 'This player is not a member of your squad',
  special:
    "This is a special tournament's team: its players join by the Join Team form, each paying the fee",
  closed: (status: string) => `This tournament is ${status}: its squads no longer change`,
  full: (capacity: number) => `The squad is full: it has all ${capacity} places taken`,
  // The same words whether no account has this mobile/username or it is banned, so the answer
  // tells nothing the SPEC's own forms do not already tell (decision 037).
  nobody: (by: 'mobile' | 'username') =>
    by === 'mobile'
      ? 'No player can be invited by this mobile number: check it, or share your squad code'
      : 'No player can be invited by this username: check it, or share your squad code',
  self: 'You are already in your squad',
  alreadyMember: 'This player is already in your squad',
  inAnotherSquad: 'This player is already in another squad of this tournament',
  youInAnotherSquad: 'You are already in a squad of this tournament',
  alreadyInvited: 'This player already has an invitation to your squad',
  tooMany: (max: number) => `A squad can send at most ${max} invitations`,
  invitationGone: 'No invitation has this id',
  invitationDecided: (status: string) => `This invitation is already ${status}`,
  needIgn: 'Add your Free Fire in-game name to your profile first',
  badCode: 'No squad has this code',
} as const;

/**
 * At most this many invitations per squad, ever: enough for every teammate several times over,
 * and a bound on how many accounts one paid booking can probe (decision 037).
 */
export const SQUAD_INVITATIONS_MAX = 20;

/**
 * How many places a squad has: a normal squad the SPEC's up to 6 (4 required, 2 optional);
 * a special team its tournament's team size.
 */
export const squadCapacity = (tournament: Pick<TournamentRow, 'kind' | 'team_size'>) =>
  tournament.kind === 'normal' ? SQUAD_MAX_PLAYERS : tournament.team_size;

/** Squads change while the tournament is upcoming or live, never once it is over. */
export function assertSquadsOpen(tournament: Pick<TournamentRow, 'status'>): void {
  if (tournament.status === 'completed' || tournament.status === 'cancelled') {
    throw conflict(SQUAD_TEXT.closed(tournament.status));
  }
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The place a joining member takes (decision 037): the teammate's name the booker typed that
 * matches the member's in-game name; else the first name without an account (the booker typed
 * a placeholder for them); else the first empty position. Position 1 is always the booker's.
 */
export function placeFor(
  places: readonly SquadPlace[],
  inGameName: string,
  capacity: number,
): number | undefined {
  const named = places.filter((place) => place.position > 1 && place.userId === null);
  const match = named.find((place) => sameName(place.inGameName, inGameName));
  if (match) return match.position;
  if (named.length > 0) return named[0]?.position;
  for (let position = 2; position <= capacity; position += 1) {
    if (!places.some((place) => place.position === position)) return position;
  }
  return undefined;
}

/** Players type codes in any case and with stray spaces; stored codes are upper case. */
export const normaliseSquadCode = (input: string) => input.trim().toUpperCase();

/**
 * Runs a join's transaction; two joins of one player racing into two squads of a tournament
 * both pass the check, and the one-entry index refuses the second: the same words as the check.
 */
export async function withOneEntry<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'team_players_one_entry')) {
      throw conflict(SQUAD_TEXT.youInAnotherSquad);
    }
    throw error;
  }
}
