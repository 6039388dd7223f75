/** The room's release time as the organiser sets it (lib/local-date-time converts the field). */

/** By default players get the room this long before the start (the backend's default too). */
export const RELEASE_LEAD_MINUTES = 10;

/** The start less the lead, as an instant. */
export const defaultReleaseAt = (startsAt: string): string =>
  new Date(Date.parse(startsAt) - RELEASE_LEAD_MINUTES * 60_000).toISOString();

export const RELEASE_AT_INVALID = 'Enter the release date and time';
