import { datePartsOf, formatUtcDateTime, formatUtcLongDateTime, isoOf } from './format-date';
import { useReaderZone } from './use-reader-zone';

/**
 * Times in the viewer's own zone, with the zone's name beside them ("9:50 PM IST"): beside a
 * tournament's start in UTC (SPEC §9 keeps UTC), and as every date of the console, which is read
 * in the organiser's zone. The server knows neither the zone nor the clock, so what depends on
 * them renders after hydration only (useReaderZone): the server's markup and the hydrating
 * render say UTC, then React renders once more with the viewer's zone.
 */

const GMT_FORM = /^(GMT|UTC)([+-]\d|$)/;
const labels = new Map<string, string>();

/** A zone's short name in `locale` ("IST", "GMT+5:30"), or null where Intl gives none. */
function shortZoneName(date: Date, locale: string, timeZone?: string): string | null {
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      timeZoneName: 'short',
      ...(timeZone ? { timeZone } : {}),
    }).formatToParts(date);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? null;
  } catch {
    return null;
  }
}

/**
 * "IST", "PST", "GMT+4": the viewer's zone at `date` as people write it. en-US names American
 * zones and writes India as "GMT+5:30"; en-IN writes "IST": the first letters-only name wins.
 */
export function zoneLabelOf(date: Date, timeZone?: string): string {
  const key = `${timeZone ?? ''}:${date.getTimezoneOffset()}`;
  const known = labels.get(key);
  if (known) return known;
  const names = ['en-US', 'en-IN'].map((locale) => shortZoneName(date, locale, timeZone));
  const label = names.find((name) => name && !GMT_FORM.test(name)) ?? names[0] ?? 'local time';
  labels.set(key, label);
  return label;
}

/** Whether the viewer's calendar day of `date` is its UTC day. */
const sameDayAsUtc = (date: Date) =>
  date.getFullYear() === date.getUTCFullYear() &&
  date.getMonth() === date.getUTCMonth() &&
  date.getDate() === date.getUTCDate();

/**
 * "9:50 PM IST", the viewer's time of an instant shown in UTC beside it; with the day first
 * ("Nov 22, 3:20 AM IST") when the viewer's day is not the UTC day.
 */
export function viewerTimeOf(iso: string): string {
  const date = new Date(iso);
  // A viewer on UTC reads the UTC time already shown: nothing to add.
  if (Number.isNaN(date.getTime()) || date.getTimezoneOffset() === 0) return '';
  const { shortMonth, day, time } = datePartsOf(date, 'reader');
  const when = sameDayAsUtc(date) ? time : `${shortMonth} ${day}, ${time}`;
  return `${when} ${zoneLabelOf(date)}`;
}

/**
 * "Nov 21, 6:30 PM IST": a console date, in the organiser's zone with its name; `withYear` for
 * a tournament's start ("Nov 21, 2026, 8:00 PM IST"), as its cards show it.
 */
export function consoleTimeOf(iso: string, readerZone = true, withYear = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const { shortMonth, day, year, time } = datePartsOf(date, readerZone ? 'reader' : 'utc');
  const zone = readerZone ? zoneLabelOf(date) : 'UTC';
  return `${shortMonth} ${day}, ${withYear ? `${year}, ` : ''}${time} ${zone}`;
}

/**
 * The viewer's own time beside a UTC time the page shows ("· 9:50 PM IST"); nothing on the
 * server and while hydrating, so the markup matches, nor for a viewer whose time is UTC.
 */
export function ViewerTime({ iso, prefix = ' · ' }: { iso: string; prefix?: string }) {
  const readerZone = useReaderZone();
  const text = readerZone ? viewerTimeOf(iso) : '';
  if (!text) return null;
  return (
    <span className="viewer-time">
      {prefix}
      <time dateTime={isoOf(iso)}>{text}</time>
    </span>
  );
}

/** A console date in the organiser's zone, labelled (UTC until hydrated). */
export function ConsoleTime({ iso, withYear = false }: { iso: string; withYear?: boolean }) {
  const readerZone = useReaderZone();
  return <time dateTime={isoOf(iso)}>{consoleTimeOf(iso, readerZone, withYear)}</time>;
}

/**
 * A tournament's start as SPEC §9 shows it, in UTC ("Nov 21, 2026, 4:20 PM UTC", `long`: "November
 * 21, 2026 at 4:20 PM UTC"), with the viewer's own time beside it once hydrated.
 */
export function UtcStart({ iso, long = false }: { iso: string; long?: boolean }) {
  return (
    <>
      <time dateTime={isoOf(iso)}>
        {long ? formatUtcLongDateTime(iso) : formatUtcDateTime(iso)}
      </time>
      <ViewerTime iso={iso} />
    </>
  );
}
