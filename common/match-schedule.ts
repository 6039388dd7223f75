import { type InferType, array, object, string } from 'yup';

/**
 * A tournament's matches as a schedule (issue 22): each match has its map, its start and its own
 * room. The console's forms and the backend judge a schedule with these rules and words.
 */

/** The SPEC's rules text: "map rotation Bermuda, Purgatory, Kalahari, Nextera, Alphine, Random". */
export const MAP_ROTATION = ['Bermuda', 'Purgatory', 'Kalahari', 'Nextera', 'Alpine'] as const;

/** What an organiser may pick: the rotation's maps, or Random as the rules text ends it. */
export const MATCH_MAPS = [...MAP_ROTATION, 'Random'] as const;
export type MatchMap = (typeof MATCH_MAPS)[number];

/** "The match starts 7 minutes after the room ID is given" (SPEC §9). */
export const DEFAULT_RELEASE_LEAD_MINUTES = 7;

/**
 * Between two matches' starts: a squad BR match runs about 20 minutes, then the next room goes
 * out 7 minutes before its start; 30 leaves the organiser a few minutes for the results. The
 * same gap migration 008 filled older tournaments with.
 */
export const DEFAULT_MATCH_GAP_MINUTES = 30;

const MINUTE_MS = 60_000;

export const MATCH_MESSAGES = {
  mapUnknown: `Map must be one of ${MATCH_MAPS.join(', ')}`,
  mapRequired: 'Choose a map',
  startRequired: 'Enter the start time',
  startInvalid: 'Start time must be a date and time like 2025-06-01T14:30:00Z',
  firstMatchStart: "Match 1 starts when the tournament starts: change the tournament's start time",
  beforeTournament: 'A match cannot start before the tournament starts',
  beforePrevious: (previous: number) => `The match must start after match ${previous}`,
  afterNext: (next: number) => `The match must start before match ${next}`,
  releaseInvalid: 'Release time must be a date and time like 2025-06-01T14:30:00Z',
} as const;

/** The rotation's map for a match, cycling after Alpine. */
export const defaultMap = (matchNo: number): MatchMap =>
  MAP_ROTATION[(matchNo - 1) % MAP_ROTATION.length] ?? 'Bermuda';

/** When a match starts unless the organiser says otherwise: the gap after the one before. */
export const defaultMatchStart = (tournamentStart: Date, matchNo: number): Date =>
  new Date(tournamentStart.getTime() + (matchNo - 1) * DEFAULT_MATCH_GAP_MINUTES * MINUTE_MS);

/** When entrants get a match's room unless the organiser says otherwise. */
export const defaultReleaseAt = (matchStart: Date): Date =>
  new Date(matchStart.getTime() - DEFAULT_RELEASE_LEAD_MINUTES * MINUTE_MS);

export interface ScheduledMatch {
  matchNo: number;
  map: string;
  startsAt: Date;
}

/** The schedule a new tournament gets: the rotation's maps, a match every gap from its start. */
export function defaultSchedule(tournamentStart: Date, count: number): ScheduledMatch[] {
  return Array.from({ length: count }, (_, index) => ({
    matchNo: index + 1,
    map: defaultMap(index + 1),
    startsAt: defaultMatchStart(tournamentStart, index + 1),
  }));
}

/** A refusal of one field of one match: `matches[i].startsAt` style paths for lists. */
export interface MatchProblem {
  matchNo: number;
  field: 'map' | 'startsAt';
  message: string;
}

export const isMatchMap = (value: string): value is MatchMap =>
  (MATCH_MAPS as readonly string[]).includes(value);

/**
 * Whether a match may start at `startsAt`: match 1 at the tournament's start only, every other
 * one after the tournament's start, after the match before it and before the match after it.
 */
export function matchStartProblem(
  matchNo: number,
  startsAt: Date,
  context: { tournamentStart: Date; previousStart?: Date | null; nextStart?: Date | null },
): string | null {
  const at = startsAt.getTime();
  if (matchNo === 1) {
    return at === context.tournamentStart.getTime() ? null : MATCH_MESSAGES.firstMatchStart;
  }
  if (at < context.tournamentStart.getTime()) return MATCH_MESSAGES.beforeTournament;
  if (context.previousStart && at <= context.previousStart.getTime()) {
    return MATCH_MESSAGES.beforePrevious(matchNo - 1);
  }
  if (context.nextStart && at >= context.nextStart.getTime()) {
    return MATCH_MESSAGES.afterNext(matchNo + 1);
  }
  return null;
}

/** The first problem of a whole schedule (maps known, starts in order), or null. */
export function scheduleProblem(
  tournamentStart: Date,
  matches: readonly ScheduledMatch[],
): MatchProblem | null {
  for (const [index, match] of matches.entries()) {
    if (!isMatchMap(match.map)) {
      return { matchNo: match.matchNo, field: 'map', message: MATCH_MESSAGES.mapUnknown };
    }
    const message = matchStartProblem(match.matchNo, match.startsAt, {
      tournamentStart,
      previousStart: matches[index - 1]?.startsAt,
    });
    if (message) return { matchNo: match.matchNo, field: 'startsAt', message };
  }
  return null;
}

/** A map field, as the console's select and the backend read it. */
export const matchMapField = () =>
  string().trim().required(MATCH_MESSAGES.mapRequired).oneOf(MATCH_MAPS, MATCH_MESSAGES.mapUnknown);

/** The label players read on a match's room, in the bell, the e-mail and on IDP. */
export const matchRoomLabel = (matchNo: number) => `Match ${matchNo} room`;

/** A full date and time with its zone, so "7 pm" can never be read in the wrong time zone. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/i;

export const isoDateTimeField = (message: string) =>
  string()
    .trim()
    .test(
      'iso-date-time',
      message,
      (value) =>
        value === undefined || (ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))),
    );

/** The schedule a tournament is created with: one entry per match, in order. */
export const scheduleInputField = () =>
  array(
    object({
      map: matchMapField(),
      startsAt: isoDateTimeField(MATCH_MESSAGES.startInvalid).optional(),
    }),
  )
    .max(50, 'At most 50 matches')
    .optional()
    .meta({
      description:
        "One entry per match (as many as matchesCount): its map, and its start (match 1: the tournament's); omitted: the rotation's maps, a match every 30 minutes",
    });
export type ScheduleInput = NonNullable<InferType<ReturnType<typeof scheduleInputField>>>;
