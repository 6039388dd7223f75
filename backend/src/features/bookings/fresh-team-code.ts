import type { Trx } from '../../db/db';
import type { BookingRepository, NewPlayer, NewTeam } from './booking-repository';
import { newTeamCode } from './team-code';

/** A collision among 32^6 codes is rare; a few fresh draws make a failure vanishingly so. */
const TEAM_CODE_ATTEMPTS = 5;

/**
 * Inserts a team, with its first players, and a code of its own: a special team's members join
 * by it, a normal squad's teammates by it too (decision 037).
 */
export async function insertTeamWithFreshCode(
  bookings: BookingRepository,
  trx: Trx,
  team: Omit<NewTeam, 'teamCode'>,
  players: NewPlayer[],
): Promise<{ teamId: number; teamCode: string }> {
  for (let attempt = 0; attempt < TEAM_CODE_ATTEMPTS; attempt += 1) {
    const teamCode = newTeamCode();
    const teamId = await bookings.insertTeamWithPlayers(trx, { ...team, teamCode }, players);
    if (teamId !== undefined) return { teamId, teamCode };
  }
  throw new Error('no free team code found');
}
