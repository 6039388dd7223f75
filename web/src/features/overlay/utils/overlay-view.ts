/**
 * What the stream overlay shows, worked out from the tournament as read: how many teams (the
 * `top` query parameter) and which match is being played.
 */

/** A full Free Fire custom lobby: 12 squads. */
export const DEFAULT_TOP = 12;
/** More rows than this do not fit a 1080-pixel-high canvas at a size a stream can read. */
export const MAX_TOP = 20;

/** `?top=N`, kept between 1 and MAX_TOP; the default when missing or not a number. */
export function topOf(param: string | null): number {
  const value = Number.parseInt(param ?? '', 10);
  if (!Number.isFinite(value)) return DEFAULT_TOP;
  return Math.min(Math.max(value, 1), MAX_TOP);
}

interface ScheduledMatch {
  number: number;
  map: string;
}

export interface MatchNow {
  number: number;
  map: string;
  of: number;
}

/**
 * The match on now: the first of the schedule without results. Null once every match has its
 * results (the standings are final) or when the tournament has no schedule to go by.
 */
export function matchNow(
  matches: readonly ScheduledMatch[],
  played: readonly { matchNumber: number; lines: readonly unknown[] }[],
  matchesCount: number,
): MatchNow | null {
  const withResults = new Set(
    played.filter((match) => match.lines.length > 0).map((match) => match.matchNumber),
  );
  const next = [...matches]
    .sort((a, b) => a.number - b.number)
    .find((match) => !withResults.has(match.number));
  return next ? { number: next.number, map: next.map, of: matchesCount } : null;
}
