import { PATHS } from '../../../../lib/paths';

/** The console's sections, in the order an organiser's day needs them. */
export const CONSOLE_SECTIONS = [
  { label: 'Today', to: PATHS.admin, end: true },
  { label: 'Tournaments', to: PATHS.adminTournaments, end: false },
  { label: 'Money', to: PATHS.adminMoney, end: false },
  { label: 'Players', to: PATHS.adminPlayers, end: false },
  { label: 'Content', to: PATHS.adminContent, end: false },
  { label: 'Grievances', to: PATHS.adminGrievances, end: false },
  { label: 'Compliance', to: PATHS.adminCompliance, end: false },
  { label: 'Audit', to: PATHS.adminAudit, end: false },
] as const;
