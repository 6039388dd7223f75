import type {
  RecordsFigures,
  RecordsReport,
  RecordsTournament,
} from '../../generated/resolvers-types';
import type {
  UpstreamRecords,
  UpstreamRecordsFigures,
  UpstreamRecordsTournament,
} from '../../upstream/records-types';
import { signedMoney } from '../books/public';
import { moneyFromRupees } from '../wallet/public';

/** The records as the schema gives them (decision 050): Money in its three forms, ids as text. */

const figuresOf = (figures: UpstreamRecordsFigures): RecordsFigures => ({
  feesIn: moneyFromRupees(figures.feesIn),
  refunds: moneyFromRupees(figures.refunds),
  // Refunds of fees taken before the days can outweigh the days' fees.
  feesKept: signedMoney(figures.feesKept),
  escrowFunded: moneyFromRupees(figures.escrowFunded),
  prizesGross: moneyFromRupees(figures.prizesGross),
  taxWithheld: moneyFromRupees(figures.taxWithheld),
  prizesNet: moneyFromRupees(figures.prizesNet),
  returnedToFunders: moneyFromRupees(figures.returnedToFunders),
  returnsPaid: moneyFromRupees(figures.returnsPaid),
});

const tournamentOf = (tournament: UpstreamRecordsTournament): RecordsTournament => ({
  id: String(tournament.id),
  name: tournament.name,
  start: tournament.start,
  status: tournament.status,
  declaration: {
    gameTitle: tournament.declaration.gameTitleLabel,
    feePurpose: tournament.declaration.feePurposeLabel,
    prizeSource: tournament.declaration.prizeSourceLabel,
    prizeSponsorName: tournament.declaration.prizeSponsorName,
    esportRegistrationNumber: tournament.declaration.esportRegistrationNumber,
    registrationOpenedAt: tournament.declaration.registrationOpenedAt,
  },
  entryFee: moneyFromRupees(tournament.entryFee),
  prizePool: moneyFromRupees(tournament.prizePool),
  figures: figuresOf(tournament),
  funders: tournament.funders.map((funder) => ({
    funderName: funder.funderName,
    sponsor: funder.funderKind === 'sponsor',
    amount: moneyFromRupees(funder.amount),
    utr: funder.utr,
    fundedAt: funder.fundedAt,
    returned: funder.returned === null ? null : moneyFromRupees(funder.returned),
    returnPaidAt: funder.returnPaidAt,
  })),
});

export const recordsOf = (records: UpstreamRecords): RecordsReport => ({
  from: records.from,
  to: records.to,
  generatedAt: records.generatedAt,
  tournaments: records.tournaments.map(tournamentOf),
  totals: figuresOf(records.totals),
  checks: records.checks.map((check) => ({
    name: check.name,
    report: signedMoney(check.report),
    ledger: signedMoney(check.ledger),
    agrees: check.agrees,
  })),
  agrees: records.agrees,
  grievances: records.grievances.map((grievance) => ({
    number: grievance.number,
    category: grievance.categoryLabel,
    status: grievance.statusLabel,
    filedAt: grievance.filedAt,
    acknowledgedAt: grievance.acknowledgedAt,
    resolvedAt: grievance.resolvedAt,
    acknowledgedLate: grievance.acknowledgedLate,
    resolvedLate: grievance.resolvedLate,
    tournamentId: grievance.tournamentId === null ? null : String(grievance.tournamentId),
    tournamentName: grievance.tournamentName,
  })),
  grievanceCounts: records.grievanceCounts,
  settings: {
    esportRegistrationNumber: records.settings.esportRegistrationNumber,
    requireRegistrationForPaid: records.settings.requireRegistrationForPaid,
    prizeFundedApartFromFees: records.settings.prizeFundedApartFromFees,
    grievanceOfficerName: records.settings.grievanceOfficer.name,
    grievanceOfficerEmail: records.settings.grievanceOfficer.email,
    grievanceOfficerPhone: records.settings.grievanceOfficer.phone,
    grievanceAckHours: records.settings.grievanceAckHours,
    grievanceResolveDays: records.settings.grievanceResolveDays,
    escalationName: records.settings.escalation.name,
    escalationContact: records.settings.escalation.contact,
    taxRatePercent: records.settings.taxRatePercent,
    taxThreshold: moneyFromRupees(records.settings.taxThreshold),
    paidEntryMinAge: records.settings.paidEntryMinAge,
  },
});
