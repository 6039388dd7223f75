import type { GrievanceStatus } from '#common/grievances';
import { paiseToRupees } from '#common/money';
import { FIGURE_NAMES, type Figures } from './records-figures';
import type { RecordsGrievance } from './records-grievances';
import type { FundingRow, RecordsTournamentRow } from './records-repository';
import type { Records } from './records-model';
import { declarationChoicesJson } from '../tournaments/public';

/** The records as the REST API answers them (decision 050): rupees at the edge, ISO times. */

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

const figuresJson = (figures: Figures) =>
  Object.fromEntries(FIGURE_NAMES.map((name) => [name, paiseToRupees(figures[name])])) as Record<
    keyof Figures,
    number
  >;

export const declarationOf = (row: RecordsTournamentRow) => ({
  ...declarationChoicesJson(row),
  prizeSponsorName: row.prize_sponsor_name,
  esportRegistrationNumber: row.esport_registration_number,
  registrationOpenedAt: iso(row.registration_opened_at),
});

const fundingJson = (funding: FundingRow) => ({
  id: funding.id,
  funderKind: funding.funder_kind,
  funderName: funding.funder_name,
  amount: paiseToRupees(funding.amount_paise),
  utr: funding.utr,
  fundedAt: iso(funding.created_at),
  returned: funding.returned_paise === null ? null : paiseToRupees(funding.returned_paise),
  returnedAt: iso(funding.returned_at),
  returnPaidAt: iso(funding.return_paid_at),
});

const grievanceJson = (g: RecordsGrievance) => ({
  number: g.number,
  category: g.category,
  categoryLabel: g.categoryLabel,
  status: g.status,
  statusLabel: g.statusLabel,
  filedAt: iso(g.filedAt),
  acknowledgeBy: iso(g.acknowledgeBy),
  resolveBy: iso(g.resolveBy),
  acknowledgedAt: iso(g.acknowledgedAt),
  resolvedAt: iso(g.resolvedAt),
  acknowledgedLate: g.acknowledgedLate,
  resolvedLate: g.resolvedLate,
  tournamentId: g.tournamentId,
  tournamentName: g.tournamentName,
  disputeId: g.disputeId,
});

/** How many of the span's grievances are in each status, and all of them. */
export function grievanceCounts(grievances: RecordsGrievance[]) {
  const count = (status: GrievanceStatus) => grievances.filter((g) => g.status === status).length;
  return {
    total: grievances.length,
    open: count('open'),
    acknowledged: count('acknowledged'),
    resolved: count('resolved'),
    closedUnresolved: count('closed_unresolved'),
    late: grievances.filter((g) => g.acknowledgedLate || g.resolvedLate).length,
  };
}

export const settingsJson = (settings: Records['settings']) => ({
  esportRegistrationNumber: settings.esportRegistrationNumber,
  requireRegistrationForPaid: settings.requireRegistrationForPaid,
  prizeFundedApartFromFees: settings.prizeFundedApartFromFees,
  grievanceOfficer: {
    name: settings.grievanceOfficerName,
    email: settings.grievanceOfficerEmail,
    phone: settings.grievanceOfficerPhone,
  },
  grievanceAckHours: settings.grievanceAckHours,
  grievanceResolveDays: settings.grievanceResolveDays,
  escalation: { name: settings.escalationName, contact: settings.escalationContact },
  taxRatePercent: settings.tdsRateBps / 100,
  taxThreshold: paiseToRupees(settings.tdsThresholdPaise),
  paidEntryMinAge: settings.paidEntryMinAge,
});

export function recordsJson(records: Records) {
  const checks = records.checks.map((check) => ({
    name: check.name,
    report: paiseToRupees(check.reportPaise),
    ledger: paiseToRupees(check.ledgerPaise),
    agrees: check.reportPaise === check.ledgerPaise,
  }));
  return {
    from: records.from,
    to: records.to,
    generatedAt: records.generatedAt.toISOString(),
    tournaments: records.tournaments.map(({ row, figures, fundings }) => ({
      id: row.id,
      name: row.name,
      start: row.start.toISOString(),
      status: row.status,
      declaration: declarationOf(row),
      entryFee: paiseToRupees(row.entry_fee_paise),
      prizePool: paiseToRupees(row.prize_pool_paise),
      ...figuresJson(figures),
      funders: fundings.map(fundingJson),
    })),
    totals: figuresJson(records.totals),
    checks,
    agrees: checks.every((check) => check.agrees),
    grievances: records.grievances.map(grievanceJson),
    grievanceCounts: grievanceCounts(records.grievances),
    settings: settingsJson(records.settings),
  };
}
