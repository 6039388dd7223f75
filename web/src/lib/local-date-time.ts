import { twoDigits } from './format-date';

/**
 * A `datetime-local` field holds the organiser's own wall-clock time ("2026-11-21T19:50" in
 * India); the API takes and gives instants (ISO, UTC). These convert between the two.
 */

/** An instant as a `datetime-local` value in this browser's time zone ('' when none). */
export function toLocalInput(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}` +
    `T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`
  );
}

/** The field's value as an instant; null when empty or not a time. */
export function fromLocalInput(value: string): string | null {
  if (!value.trim()) return null;
  // Without a zone, a date-time string is read as local time, as the field means it.
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** A value the form's rules already found to be a time, as an instant. */
export const toIso = (local: string): string => new Date(local).toISOString();

/** "UTC+05:30": the offset the organiser's inputs are read in. */
export function localZoneLabel(at = new Date()): string {
  const minutes = -at.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${twoDigits(Math.floor(abs / 60))}:${twoDigits(abs % 60)}`;
}
