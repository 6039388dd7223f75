/**
 * A tournament's check-in (issue 22): an optional window before the first match, written as
 * minutes before its start. The console form, the details page and the backend read the same
 * window and the same words from here.
 */

export const CHECKIN_OPENS_MAX_MINUTES = 1440;
export const CHECKIN_CLOSES_MAX_MINUTES = 1440;
/** What the form suggests: open 30 minutes before the first match, close 10 before. */
export const CHECKIN_DEFAULT = { opensMinutes: 30, closesMinutes: 10 } as const;

export interface CheckInMinutes {
  opensMinutes: number | null;
  closesMinutes: number | null;
}

export interface CheckInWindow {
  opensAt: Date;
  closesAt: Date;
}

const MINUTE_MS = 60_000;

/** The window's instants for a first match starting at `firstMatchStart`; null when off. */
export function checkInWindow(
  firstMatchStart: Date,
  { opensMinutes, closesMinutes }: CheckInMinutes,
): CheckInWindow | null {
  if (opensMinutes === null || closesMinutes === null) return null;
  return {
    opensAt: new Date(firstMatchStart.getTime() - opensMinutes * MINUTE_MS),
    closesAt: new Date(firstMatchStart.getTime() - closesMinutes * MINUTE_MS),
  };
}

export type CheckInPhase = 'off' | 'not_open' | 'open' | 'closed';

/** Open from its opening instant up to (not including) its closing one. */
export function checkInPhase(window: CheckInWindow | null, now: Date): CheckInPhase {
  if (!window) return 'off';
  if (now < window.opensAt) return 'not_open';
  if (now < window.closesAt) return 'open';
  return 'closed';
}

export const CHECKIN_MESSAGES = {
  off: 'This tournament has no check-in',
  notOpen: (opensAt: string) => `Check-in opens at ${opensAt}`,
  closed: 'Check-in has closed',
  notMember: 'Only a member of a booked squad can check it in',
  already: 'Your squad has already checked in',
  absent: 'Your squad was marked absent',
} as const;

/**
 * The RULES tab's line when check-in is on. An absent squad's fee follows SPEC §9's refund rule:
 * refunds are for platform-cancelled tournaments or verified technical faults, so not for this.
 */
export const checkInRuleText = (opensMinutes: number, closesMinutes: number) =>
  `Check-in opens ${opensMinutes} minutes before the first match and closes ${closesMinutes} ` +
  'minutes before it; any member of the squad can check it in. A squad that has not checked in ' +
  'may be marked absent, and an absent squad’s entry fee is not refunded (refunds are only for ' +
  'platform-cancelled tournaments or verified technical faults).';
