import { TOURNAMENT_LIMITS } from '#common/validation/tournament';
import { defaultMap } from '#common/match-schedule';
import type { MatchInput } from '../../../../generated/admin';

/**
 * The new tournament's maps, one per match (issue 22): what the organiser picked, else the
 * rules' rotation. The list follows the Matches field as it changes; starts are the backend's
 * default (a match every 30 minutes from the start), moved later on the match desk.
 */
export function matchMapsOf(matchesCount: string, picked: readonly string[]): string[] {
  const count = Number(matchesCount);
  if (!Number.isInteger(count) || count < 1 || count > TOURNAMENT_LIMITS.maxMatches) return [];
  return Array.from({ length: count }, (_, index) => picked[index] || defaultMap(index + 1));
}

/** The create input's schedule; none while the number of matches is not a number yet. */
export function toMatchesInput(matchesCount: string, picked: readonly string[]) {
  const maps = matchMapsOf(matchesCount, picked);
  return maps.length ? maps.map((map): MatchInput => ({ map })) : undefined;
}
