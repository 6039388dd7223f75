/** The upstream's JSON of the records (decision 050); rupees as JSON numbers, times as ISO text. */

export type UpstreamRecordsFigures = Record<
  | 'feesIn'
  | 'refunds'
  | 'feesKept'
  | 'escrowFunded'
  | 'prizesGross'
  | 'taxWithheld'
  | 'prizesNet'
  | 'returnedToFunders'
  | 'returnsPaid',
  number
>;

export interface UpstreamRecordsFunder {
  id: number;
  funderKind: 'organiser' | 'sponsor';
  funderName: string;
  amount: number;
  utr: string;
  fundedAt: string;
  returned: number | null;
  returnedAt: string | null;
  returnPaidAt: string | null;
}

export interface UpstreamRecordsTournament extends UpstreamRecordsFigures {
  id: number;
  name: string;
  start: string;
  status: string;
  declaration: {
    gameTitle: string;
    gameTitleLabel: string;
    feePurpose: string;
    feePurposeLabel: string;
    prizeSource: string;
    prizeSourceLabel: string;
    prizeSponsorName: string | null;
    esportRegistrationNumber: string | null;
    registrationOpenedAt: string | null;
  };
  entryFee: number;
  prizePool: number;
  funders: UpstreamRecordsFunder[];
}

export interface UpstreamRecordsGrievance {
  number: string;
  category: string;
  categoryLabel: string;
  status: string;
  statusLabel: string;
  filedAt: string;
  acknowledgedAt: string | null;
  resolvedAt: string | null;
  acknowledgedLate: boolean;
  resolvedLate: boolean;
  tournamentId: number | null;
  tournamentName: string | null;
}

export interface UpstreamRecords {
  from: string;
  to: string;
  generatedAt: string;
  tournaments: UpstreamRecordsTournament[];
  totals: UpstreamRecordsFigures;
  checks: { name: string; report: number; ledger: number; agrees: boolean }[];
  agrees: boolean;
  grievances: UpstreamRecordsGrievance[];
  grievanceCounts: {
    total: number;
    open: number;
    acknowledged: number;
    resolved: number;
    closedUnresolved: number;
    late: number;
  };
  settings: {
    esportRegistrationNumber: string | null;
    requireRegistrationForPaid: boolean;
    prizeFundedApartFromFees: boolean;
    grievanceOfficer: { name: string | null; email: string | null; phone: string | null };
    grievanceAckHours: number;
    grievanceResolveDays: number;
    escalation: { name: string | null; contact: string | null };
    taxRatePercent: number;
    taxThreshold: number;
    paidEntryMinAge: number;
  };
}
