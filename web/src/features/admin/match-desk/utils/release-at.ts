import { twoDigits } from '../../../../lib/format-date';
/**
 * The room's release time as the organiser sets it. The form's datetime-local field holds the
 * organiser's own wall-clock time ("2026-11-21T19:50" in India); the API takes an instant.
 */

/** By default players get the room this long before the start (the backend's default too). */
export const RELEASE_LEAD_MINUTES = 10;

/** The start less the lead, as an instant. */
export const defaultReleaseAt = (startsAt: string): string =>
  new Date(Date.parse(startsAt) - RELEASE_LEAD_MINUTES * 60_000).toISOString();

/** An instant as the datetime-local field shows it, in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}T${twoDigits(
    at.getHours(),
  )}:${twoDigits(at.getMinutes())}`;
}

/** The field's value as an instant; null when empty or not a time. */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  // Without a zone, a date-time string is read as local time, as the field means it.
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

export const RELEASE_AT_INVALID = 'Enter the release date and time';
