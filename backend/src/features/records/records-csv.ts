import { FEE_PURPOSES, GAME_TITLES, PRIZE_SOURCES } from '#common/declaration';
import { GRIEVANCE_STATUSES } from '#common/grievances';
import { istDateTime } from '#common/ist-days';
import { type CsvCell, toCsv } from '../books/public';
import { FIGURE_LABELS, FIGURE_NAMES, type Figures } from './records-figures';
import { grievanceCounts, settingsJson } from './records-json';
import type { Records } from './records-model';

/**
 * The records as one spreadsheet (decision 050), in the books' CSV format (decision 045): a
 * section per table, each under its title and its own header row, so an auditor reads it top
 * to bottom and can sum any column of a section.
 */

const money = (paise: number | null): CsvCell => (paise === null ? null : { rupeesOfPaise: paise });
const when = (moment: Date | null) => (moment ? istDateTime(moment) : null);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const figureCells = (figures: Figures) => FIGURE_NAMES.map((name) => money(figures[name]));

const TOURNAMENT_HEADER = [
  'Tournament ID',
  'Tournament',
  'Start (IST)',
  'Status',
  'Game',
  'Entry fee pays for',
  'Prize funded by',
  'Sponsor',
  'E-sport registration number',
  'Registration opened (IST)',
  'Entry fee (₹)',
  'Prize pool (₹)',
  ...FIGURE_NAMES.map((name) => `${FIGURE_LABELS[name]} (₹)`),
];

function tournamentLines(records: Records): CsvCell[][] {
  const lines = records.tournaments.map(({ row, figures }): CsvCell[] => [
    row.id,
    row.name,
    when(row.start),
    row.status,
    GAME_TITLES[row.game_title],
    FEE_PURPOSES[row.fee_purpose],
    PRIZE_SOURCES[row.prize_source],
    row.prize_sponsor_name,
    row.esport_registration_number,
    when(row.registration_opened_at),
    money(row.entry_fee_paise),
    money(row.prize_pool_paise),
    ...figureCells(figures),
  ]);
  const blanks = Array<CsvCell>(11).fill(null);
  return [...lines, ['Total', ...blanks, ...figureCells(records.totals)]];
}

const FUNDER_HEADER = [
  'Tournament ID',
  'Tournament',
  'Funder',
  'Funded by',
  'Amount (₹)',
  'UTR',
  'Funded (IST)',
  'Returned (₹)',
  'Returned (IST)',
  'Return paid (IST)',
];

const funderLines = (records: Records): CsvCell[][] =>
  records.tournaments.flatMap(({ row, fundings }) =>
    fundings.map((funding): CsvCell[] => [
      row.id,
      row.name,
      funding.funder_name,
      funding.funder_kind,
      money(funding.amount_paise),
      funding.utr,
      when(funding.created_at),
      money(funding.returned_paise),
      when(funding.returned_at),
      when(funding.return_paid_at),
    ]),
  );

const checkLines = (records: Records): CsvCell[][] =>
  records.checks.map((check) => [
    check.name,
    money(check.reportPaise),
    money(check.ledgerPaise),
    yesNo(check.reportPaise === check.ledgerPaise),
  ]);

const GRIEVANCE_HEADER = [
  'Number',
  'Category',
  'Status',
  'Filed (IST)',
  'Acknowledge by (IST)',
  'Acknowledged (IST)',
  'Resolve by (IST)',
  'Resolved (IST)',
  'Acknowledged late',
  'Resolved late',
  'Tournament ID',
  'Tournament',
];

const grievanceLines = (records: Records): CsvCell[][] =>
  records.grievances.map((g) => [
    g.number,
    g.categoryLabel,
    g.statusLabel,
    when(g.filedAt),
    when(g.acknowledgeBy),
    when(g.acknowledgedAt),
    when(g.resolveBy),
    when(g.resolvedAt),
    yesNo(g.acknowledgedLate),
    yesNo(g.resolvedLate),
    g.tournamentId,
    g.tournamentName,
  ]);

function settingLines(records: Records): CsvCell[][] {
  const s = settingsJson(records.settings);
  return [
    ['E-sport registration number', s.esportRegistrationNumber ?? 'Not set'],
    [
      'Paid tournaments need the number and a funded prize pool',
      yesNo(s.requireRegistrationForPaid),
    ],
    ['Prizes funded apart from entry fees', yesNo(s.prizeFundedApartFromFees)],
    ['Grievance officer', s.grievanceOfficer.name ?? 'Not set'],
    ['Grievance officer e-mail', s.grievanceOfficer.email],
    ['Grievance officer phone', s.grievanceOfficer.phone],
    ['Acknowledge grievances within (hours)', s.grievanceAckHours],
    ['Resolve grievances within (days)', s.grievanceResolveDays],
    ['Escalation', s.escalation.name],
    ['Escalation contact', s.escalation.contact],
    ['Tax withheld on winnings (%)', s.taxRatePercent],
    ['Tax applies to one payout above (₹)', money(records.settings.tdsThresholdPaise)],
    ['Minimum age for paid entry', s.paidEntryMinAge],
  ];
}

/** A section: a blank line, its title, its header row and its lines. */
const section = (title: string, header: string[], lines: CsvCell[][]): CsvCell[][] => [
  [],
  [title],
  header,
  ...lines,
];

export function recordsCsv(records: Records): string {
  const counts = grievanceCounts(records.grievances);
  const disagreeing = records.checks.filter((c) => c.reportPaise !== c.ledgerPaise).length;
  return toCsv(
    ['Records for the IST days', records.from, records.to],
    [
      ['Generated (IST)', when(records.generatedAt)],
      [
        disagreeing
          ? `${disagreeing} of ${records.checks.length} figures disagree with the ledger`
          : 'All figures agree with the ledger',
      ],
      ...section('Tournaments', TOURNAMENT_HEADER, tournamentLines(records)),
      ...section('Prize funders', FUNDER_HEADER, funderLines(records)),
      ...section(
        'Checks against the ledger',
        ['Check', 'Report (₹)', 'Ledger (₹)', 'Agrees'],
        checkLines(records),
      ),
      ...section('Grievances filed', GRIEVANCE_HEADER, grievanceLines(records)),
      ...section(
        'Grievances by status',
        ['Status', 'Count'],
        [
          [GRIEVANCE_STATUSES.open, counts.open],
          [GRIEVANCE_STATUSES.acknowledged, counts.acknowledged],
          [GRIEVANCE_STATUSES.resolved, counts.resolved],
          [GRIEVANCE_STATUSES.closed_unresolved, counts.closedUnresolved],
          ['Late', counts.late],
          ['Total', counts.total],
        ],
      ),
      ...section('Settings now', ['Setting', 'Value'], settingLines(records)),
    ],
  );
}
