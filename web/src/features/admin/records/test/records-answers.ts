import { money } from '../../../../test/fixtures';

/** The records as the gateway answers them (decision 050), for the console's tests. */

const figures = (paise: Partial<Record<string, number>> = {}) => ({
  __typename: 'RecordsFigures',
  feesIn: money(paise.feesIn ?? 15_000),
  refunds: money(paise.refunds ?? 5_000),
  feesKept: money(paise.feesKept ?? 10_000),
  escrowFunded: money(paise.escrowFunded ?? 2_000_000),
  prizesGross: money(paise.prizesGross ?? 1_500_000),
  taxWithheld: money(paise.taxWithheld ?? 450_000),
  prizesNet: money(paise.prizesNet ?? 1_050_000),
  returnedToFunders: money(paise.returnedToFunders ?? 500_000),
  returnsPaid: money(paise.returnsPaid ?? 500_000),
});

export const check = (name: string, paise: number, ledgerPaise = paise) => ({
  __typename: 'RecordsCheck',
  name,
  agrees: paise === ledgerPaise,
  report: money(paise),
  ledger: money(ledgerPaise),
});

export function recordsAnswer(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'RecordsReport',
    from: '2025-04-01',
    to: '2025-07-15',
    generatedAt: '2025-07-16T05:00:00.000Z',
    agrees: true,
    totals: figures(),
    checks: [
      check('Entry fees in, by the fee accounts', 15_000),
      check('Tax withheld, by the tax account', 450_000),
    ],
    tournaments: [
      {
        __typename: 'RecordsTournament',
        id: '41',
        name: 'Monsoon Records Cup',
        start: '2025-07-18T13:30:00.000Z',
        status: 'completed',
        entryFee: money(5_000),
        prizePool: money(2_000_000),
        declaration: {
          __typename: 'RecordsDeclaration',
          gameTitle: 'BGMI',
          feePurpose: 'Entry to the competition and its administrative costs',
          prizeSource: "A sponsor's funds",
          prizeSponsorName: 'Acme Energy Drinks',
          esportRegistrationNumber: 'ESR-2025-000123',
          registrationOpenedAt: '2025-07-14T04:00:00.000Z',
        },
        figures: figures(),
        funders: [
          {
            __typename: 'RecordsFunder',
            funderName: 'Acme Energy Drinks',
            sponsor: true,
            utr: 'UTRFUND0001',
            fundedAt: '2025-07-15T04:30:00.000Z',
            amount: money(2_000_000),
          },
        ],
      },
    ],
    grievances: [
      {
        __typename: 'RecordsGrievance',
        number: 'GRV-2025-000007',
        category: 'A payment, refund or prize',
        status: 'Resolved',
        filedAt: '2025-07-15T06:00:00.000Z',
        acknowledgedAt: '2025-07-17T06:00:00.000Z',
        resolvedAt: '2025-07-18T06:00:00.000Z',
        acknowledgedLate: true,
        resolvedLate: false,
        tournamentName: 'Monsoon Records Cup',
      },
    ],
    grievanceCounts: {
      __typename: 'RecordsGrievanceCounts',
      total: 1,
      open: 0,
      acknowledged: 0,
      resolved: 1,
      closedUnresolved: 0,
      late: 1,
    },
    settings: {
      __typename: 'RecordsSettings',
      esportRegistrationNumber: 'ESR-2025-000123',
      grievanceOfficerName: 'Asha Rao',
      grievanceOfficerEmail: 'grievance@example.in',
      grievanceOfficerPhone: null,
      grievanceAckHours: 24,
      grievanceResolveDays: 15,
      escalationName: null,
      taxRatePercent: 30,
      taxThreshold: money(1_000_000),
      paidEntryMinAge: 18,
    },
    ...overrides,
  };
}
