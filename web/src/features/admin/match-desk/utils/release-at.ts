import { DEFAULT_RELEASE_LEAD_MINUTES } from '#common/match-schedule';

/** The room's release time as the organiser sets it (lib/local-date-time converts the field). */

/** By default players get the room this long before the match starts (SPEC §9, common/). */
export const RELEASE_LEAD_MINUTES = DEFAULT_RELEASE_LEAD_MINUTES;

/** The start less the lead, as an instant. */
export const defaultReleaseAt = (startsAt: string): string =>
  new Date(Date.parse(startsAt) - RELEASE_LEAD_MINUTES * 60_000).toISOString();

export const RELEASE_AT_INVALID = 'Enter the release date and time';
