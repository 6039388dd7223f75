import { formatDateTime } from '../../../lib/format-date';
import type { CheckInWindowFieldsFragment } from '../../../generated/match-night';

/** The window as a player reads it: when it opens and closes, in their own time. */
export function windowText(window: CheckInWindowFieldsFragment): string {
  if (!window.opensAt || !window.closesAt) return '';
  const opens = formatDateTime(window.opensAt);
  const closes = formatDateTime(window.closesAt);
  switch (window.phase) {
    case 'NOT_OPEN':
      return `Check-in opens ${opens} and closes ${closes}.`;
    case 'OPEN':
      return `Check-in is open until ${closes}.`;
    default:
      return `Check-in closed ${closes}.`;
  }
}

/** What the squad's own state says, when it is more than the window. */
export function squadText(squad: { status: string; checkedInAt: string | null }): string | null {
  if (squad.status === 'ABSENT') return 'Your squad was marked absent.';
  if (squad.checkedInAt) return `Checked in ${formatDateTime(squad.checkedInAt)}.`;
  return null;
}
