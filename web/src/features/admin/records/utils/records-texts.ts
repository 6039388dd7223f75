/** The records' words (issue 24, decision 050). */
export const RECORDS_TEXTS = {
  title: 'Records',
  intro:
    'What an auditor or the Online Gaming Authority asks for: each tournament of the days with its declaration and money, the grievances filed, and every total checked against the ledgers. Days run midnight to midnight India time.',
  range: 'Records',
  show: 'Show records',
  download: 'Download CSV',
  downloading: 'Downloading...',
  loading: 'Loading the records...',
  loadFailed: 'Could not load the records',
  allAgree: 'All figures agree with the ledger',
  disagree: (count: number) =>
    count === 1
      ? '1 figure does not agree with the ledger'
      : `${count} figures do not agree with the ledger`,
  checkLine: (report: string, ledger: string) => `Records say ${report}, the ledger says ${ledger}`,
  checks: 'Checks against the ledger',
  totals: 'Totals',
  tournaments: 'Tournaments',
  noTournaments: 'No tournament started or moved money in these days.',
  grievances: 'Grievances filed',
  noGrievances: 'No grievance was filed in these days.',
  late: 'Late',
  settings: 'Rules now',
  notSet: 'Not set',
} as const;

/** The money of a span, in the order an auditor reads it. */
export const FIGURE_LABELS = {
  feesIn: 'Entry fees in',
  refunds: 'Refunds',
  feesKept: 'Fees kept',
  escrowFunded: 'Prize money funded into escrow',
  prizesGross: 'Prizes before tax',
  taxWithheld: 'Tax withheld',
  prizesNet: 'Prizes paid after tax',
  returnedToFunders: 'Returned to funders',
  returnsPaid: 'Returns paid to funders',
} as const;
export type FigureName = keyof typeof FIGURE_LABELS;
export const FIGURE_NAMES = Object.keys(FIGURE_LABELS) as FigureName[];
