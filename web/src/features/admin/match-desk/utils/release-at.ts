import { DEFAULT_RELEASE_LEAD_MINUTES } from '#common/match-schedule';

/** The room's release time as the organiser sets it (lib/local-date-time converts the field). */

/** By default players get the room this long before the match starts (SPEC §9, common/). */
export const RELEASE_LEAD_MINUTES = DEFAULT_RELEASE_LEAD_MINUTES;

export const RELEASE_AT_INVALID = 'Enter the release date and time';
