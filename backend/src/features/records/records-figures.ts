import type {
  FundingRow,
  HouseSumRow,
  WalletFigureRow,
  WalletLedgerSumRow,
} from './records-repository';

/**
 * The money figures of the records (decision 050), in paise, per tournament and in total, and
 * the checks that compare each total with the ledgers' own sums for the same span.
 */

export const FIGURE_NAMES = [
  'feesIn',
  'refunds',
  'feesKept',
  'escrowFunded',
  'prizesGross',
  'taxWithheld',
  'prizesNet',
  'returnedToFunders',
  'returnsPaid',
] as const;
export type FigureName = (typeof FIGURE_NAMES)[number];
export type Figures = Record<FigureName, number>;

/** Column titles and labels an auditor reads. */
export const FIGURE_LABELS: Record<FigureName, string> = {
  feesIn: 'Entry fees in',
  refunds: 'Refunds',
  feesKept: 'Fees kept',
  escrowFunded: 'Prize money funded into escrow',
  prizesGross: 'Prizes before tax',
  taxWithheld: 'Tax withheld',
  prizesNet: 'Prizes paid after tax',
  returnedToFunders: 'Returned to funders',
  returnsPaid: 'Returns paid to funders',
};

const noFigures = (): Figures =>
  Object.fromEntries(FIGURE_NAMES.map((name) => [name, 0])) as Figures;

const within = (moment: Date | null, start: Date, end: Date) =>
  moment !== null && moment >= start && moment < end;

/** Each tournament's figures of the span, from the transactions and the fundings. */
export function figuresByTournament(
  wallet: WalletFigureRow[],
  fundings: FundingRow[],
  span: { start: Date; end: Date },
): Map<number, Figures> {
  const byTournament = new Map<number, Figures>();
  const of = (id: number) => {
    const known = byTournament.get(id);
    if (known) return known;
    const made = noFigures();
    byTournament.set(id, made);
    return made;
  };
  for (const row of wallet) {
    const figures = of(row.tournament_id);
    figures.feesIn += row.fees_in;
    figures.refunds += row.refunds;
    figures.feesKept += row.fees_in - row.refunds;
    figures.prizesGross += row.prizes_gross;
    figures.taxWithheld += row.tax_withheld;
    figures.prizesNet += row.prizes_net;
  }
  for (const funding of fundings) {
    const figures = of(funding.tournament_id);
    if (within(funding.created_at, span.start, span.end)) {
      figures.escrowFunded += funding.amount_paise;
    }
    const returned = funding.returned_paise ?? 0;
    if (within(funding.returned_at, span.start, span.end)) figures.returnedToFunders += returned;
    if (within(funding.return_paid_at, span.start, span.end)) figures.returnsPaid += returned;
  }
  return byTournament;
}

export function totalOf(all: Iterable<Figures>): Figures {
  const total = noFigures();
  for (const figures of all) {
    for (const name of FIGURE_NAMES) total[name] += figures[name];
  }
  return total;
}

/** A total beside the ledger's own sum of it. */
export interface Check {
  name: string;
  reportPaise: number;
  ledgerPaise: number;
}

const houseSum = (rows: HouseSumRow[], test: (row: HouseSumRow) => boolean) =>
  rows.filter(test).reduce((sum, row) => sum + row.paise, 0);

const walletLedgerSum = (rows: WalletLedgerSumRow[], reason: WalletLedgerSumRow['reason']) =>
  rows.filter((row) => row.reason === reason).reduce((sum, row) => sum + row.paise, 0);

/**
 * Every total compared with what the ledgers moved for it in the span. House entries are signed
 * into their account (a refund is negative on the fee account); players' entries into the
 * wallet (a fee is negative). A prize leaves the escrow (or, where the operator allows it, the
 * fee account) gross, whether the tax is taken out as a separate entry or not.
 */
export function checksOf(total: Figures, house: HouseSumRow[], wallet: WalletLedgerSumRow[]) {
  const on = (kind: HouseSumRow['kind'], reason: HouseSumRow['reason']) =>
    houseSum(house, (row) => row.kind === kind && row.reason === reason);
  const prizeOut = houseSum(
    house,
    (row) => row.kind !== 'tax' && (row.reason === 'prize' || row.reason === 'tax_withheld'),
  );
  const check = (name: string, reportPaise: number, ledgerPaise: number): Check => ({
    name,
    reportPaise,
    ledgerPaise,
  });
  return [
    check('Entry fees in, by the fee accounts', total.feesIn, on('fees', 'entry_fee')),
    check(
      "Entry fees in, by the players' wallets",
      total.feesIn,
      -walletLedgerSum(wallet, 'entry_fee'),
    ),
    check('Refunds, by the fee accounts', total.refunds, -on('fees', 'refund')),
    check("Refunds, by the players' wallets", total.refunds, walletLedgerSum(wallet, 'refund')),
    check(
      'Prize money funded, by the escrow accounts',
      total.escrowFunded,
      on('escrow', 'escrow_funding'),
    ),
    check('Prizes before tax, by the escrow accounts', total.prizesGross, -prizeOut),
    check('Tax withheld, by the tax account', total.taxWithheld, on('tax', 'tax_withheld')),
    check(
      "Prizes after tax, by the players' wallets",
      total.prizesNet,
      walletLedgerSum(wallet, 'winnings'),
    ),
    check(
      'Returned to funders, by the escrow accounts',
      total.returnedToFunders,
      -on('escrow', 'escrow_return'),
    ),
    check('Returns paid, by the return accounts', total.returnsPaid, -on('returns', 'return_paid')),
  ];
}

/** The tournaments the house or players' ledger moved money of in the span. */
export const movedTournaments = (house: HouseSumRow[], wallet: WalletLedgerSumRow[]) =>
  [...house, ...wallet].map((row) => row.tournament_id).filter((id): id is number => id !== null);
