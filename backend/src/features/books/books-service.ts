import { daysBetween, istDayEnd, istDayOf, istDayStart } from '#common/ist-days';
import { formatRupees, paiseToRupees } from '#common/money';
import { recordAudit } from '../../change/record-audit';
import { formatMoment } from '../../change/audit-text';
import { conflictWith, invalid, notFound } from '../../errors';
import type { ServiceDeps } from '../../service-deps';
import {
  DAY_FIGURES,
  FIGURES,
  FIGURE_LABELS,
  type Figure,
  type FigureName,
  TOURNAMENT_FIGURES,
  agrees,
  figureOf,
  toFigureJson,
} from './books-figures';
import { type ClosedDayRow, createBooksRepository } from './books-repository';
import {
  type ExportKind,
  ledgerCsv,
  payoutsCsv,
  statementCsv,
  transactionsCsv,
} from './books-exports';

export const BOOKS_MESSAGES = {
  noTournament: 'No tournament has this id',
  dayNotOver: 'A day can be closed only once it has ended (IST)',
  disagrees: (day: string, figures: string[]) =>
    `The books of ${day} do not agree with the ledger (${figures.join(', ')}); nothing was closed`,
  alreadyClosed: (day: string, by: string | null, at: Date) =>
    `${day} was closed already${by ? ` by ${by}` : ''} on ${formatMoment(at)}`,
} as const;

/** The players' balances at a day's end, by the ledger and by the transactions. */
interface Holdings {
  ledgerPaise: number;
  transactionsPaise: number;
  /** The wallets' own balances: only for today, the one day whose end they hold now. */
  walletsPaise: number | null;
}

const holdingsAgree = (h: Holdings) =>
  h.ledgerPaise === h.transactionsPaise &&
  (h.walletsPaise === null || h.walletsPaise === h.ledgerPaise);

interface DayBooks {
  day: string;
  figures: Record<FigureName, Figure>;
  holdings: Holdings;
}

/** What of a day does not agree with the ledger, as the accountant reads it. */
const disagreements = (books: DayBooks) => [
  ...DAY_FIGURES.filter((name) => !agrees(books.figures[name])).map((name) => FIGURE_LABELS[name]),
  ...(holdingsAgree(books.holdings) ? [] : [FIGURE_LABELS.holdings]),
];

/** The day's figures in paise, as the DAY_CLOSED audit record keeps them. */
const auditFigures = (books: DayBooks) => ({
  ...Object.fromEntries(DAY_FIGURES.map((name) => [name, books.figures[name].amountPaise])),
  holdingsPaise: books.holdings.ledgerPaise,
});

const closureJson = (row: ClosedDayRow | undefined) =>
  row ? { closedAt: row.closed_at.toISOString(), closedBy: row.closed_by } : null;

function dayJson(books: DayBooks, closed: ClosedDayRow | undefined) {
  const { holdings } = books;
  return {
    day: books.day,
    ...Object.fromEntries(DAY_FIGURES.map((name) => [name, toFigureJson(books.figures[name])])),
    holdings: {
      ledger: paiseToRupees(holdings.ledgerPaise),
      transactions: paiseToRupees(holdings.transactionsPaise),
      wallets: holdings.walletsPaise === null ? null : paiseToRupees(holdings.walletsPaise),
      agrees: holdingsAgree(holdings),
    },
    agrees: disagreements(books).length === 0,
    closed: closureJson(closed),
  };
}

const DAY_RANGE_LABEL = (from: string, to: string) => (from === to ? from : `${from} to ${to}`);

/**
 * The books (decision 045): a tournament's summary, the platform's daily close and the CSV
 * exports, every figure checked against the ledger. `clock` says what "now" is, so a test
 * decides which day is today.
 */
export function createBooksService({ db }: ServiceDeps, clock: () => Date = () => new Date()) {
  const books = createBooksRepository(db);

  /** Each day of [from, to] with its figures and its end-of-day holdings. */
  async function daysOf(from: string, to: string): Promise<DayBooks[]> {
    const start = istDayStart(from);
    const end = istDayEnd(to);
    const today = istDayOf(clock());
    const figureRows = await Promise.all(
      DAY_FIGURES.map((name) => books.figure(FIGURES[name], { range: { start, end } })),
    );
    const [ledgerOpening, ledgerMoves, transactionMoves, wallets] = await Promise.all([
      books.ledgerBefore(start),
      books.ledgerByDay(start, end),
      books.transactionBalanceByDay(start, end),
      today >= from && today <= to ? books.walletsTotal() : Promise.resolve(null),
    ]);
    let ledgerPaise = ledgerOpening;
    let transactionsPaise = transactionMoves.get('') ?? 0;
    return daysBetween(from, to).map((day) => {
      ledgerPaise += ledgerMoves.get(day) ?? 0;
      transactionsPaise += transactionMoves.get(day) ?? 0;
      const figures = Object.fromEntries(
        DAY_FIGURES.map((name, index) => [
          name,
          figureOf(figureRows[index]!.find((row) => row.day === day)),
        ]),
      ) as Record<FigureName, Figure>;
      const walletsPaise = day === today ? wallets : null;
      return { day, figures, holdings: { ledgerPaise, transactionsPaise, walletsPaise } };
    });
  }

  async function exportRows(
    kind: ExportKind,
    start: Date,
    end: Date,
    trx: Parameters<typeof books.exportLedger>[0],
  ) {
    if (kind === 'ledger') {
      const rows = await books.exportLedger(trx, start, end);
      return { csv: ledgerCsv(rows), count: rows.length };
    }
    const rows = await books.exportTransactions(
      trx,
      start,
      end,
      kind === 'payouts' ? 'WINNINGS' : undefined,
    );
    return {
      csv: kind === 'payouts' ? payoutsCsv(rows) : transactionsCsv(rows),
      count: rows.length,
    };
  }

  return {
    /** Fees in, refunds, prizes out and the margin of one tournament, each checked. */
    async tournamentSummary(tournamentId: number) {
      const tournament = await books.tournament(tournamentId);
      if (!tournament) throw notFound(BOOKS_MESSAGES.noTournament);
      const [rows, players] = await Promise.all([
        Promise.all(
          TOURNAMENT_FIGURES.map((name) => books.figure(FIGURES[name], { tournamentId })),
        ),
        books.feePayers(tournamentId),
      ]);
      const [fees, refunds, prizes] = rows.map((figureRows) => figureOf(figureRows[0])) as [
        Figure,
        Figure,
        Figure,
      ];
      const marginOf = (side: 'amountPaise' | 'ledgerPaise') =>
        fees[side] - refunds[side] - prizes[side];
      return {
        tournamentId: tournament.tourn_id,
        tournamentName: tournament.tourn_name,
        status: tournament.status,
        prizePool: paiseToRupees(Number(tournament.tourn_pp_paise)),
        playersPaid: players,
        feesIn: toFigureJson(fees),
        refunds: toFigureJson(refunds),
        prizesOut: toFigureJson(prizes),
        margin: toFigureJson({
          count: 0,
          amountPaise: marginOf('amountPaise'),
          ledgerPaise: marginOf('ledgerPaise'),
        }),
        agrees: [fees, refunds, prizes].every(agrees),
      };
    },

    /** The daily close of each IST day of [from, to], newest first. */
    async dailyClose(from: string, to: string) {
      const [days, closed] = await Promise.all([daysOf(from, to), books.closedDays(db, from, to)]);
      const closedOn = new Map(closed.map((row) => [row.day, row]));
      return days.reverse().map((day) => dayJson(day, closedOn.get(day.day)));
    },

    /**
     * Marks an ended day closed, once, when everything in it agrees with the ledger; the audit's
     * DAY_CLOSED record keeps the figures. Two organisers closing at once take turns.
     */
    async closeDay(day: string, actorId: number) {
      if (istDayEnd(day) > clock()) throw invalid(BOOKS_MESSAGES.dayNotOver, 'day');
      // An ended day's figures no longer change (every movement is stamped with its own time),
      // so they are read before the close takes its turn.
      const [dayBooks] = await daysOf(day, day);
      const problems = disagreements(dayBooks!);
      return db.transaction().execute(async (trx) => {
        await books.lockClosing(trx);
        const [already] = await books.closedDays(trx, day, day);
        if (already) {
          throw conflictWith(
            BOOKS_MESSAGES.alreadyClosed(day, already.closed_by, already.closed_at),
            { closedBy: already.closed_by, closedAt: already.closed_at.toISOString() },
          );
        }
        if (problems.length) throw conflictWith(BOOKS_MESSAGES.disagrees(day, problems), {});
        const { figures, holdings } = dayBooks!;
        await recordAudit(trx, {
          actorId,
          action: 'DAY_CLOSED',
          subjectId: day,
          summary:
            `Closed the books of ${day}: deposits ${formatRupees(figures.depositsApproved.amountPaise)}, ` +
            `withdrawals paid ${formatRupees(figures.withdrawalsPaid.amountPaise)}, players hold ` +
            formatRupees(holdings.ledgerPaise),
          after: auditFigures(dayBooks!),
        });
        const [closed] = await books.closedDays(trx, day, day);
        return dayJson(dayBooks!, closed);
      });
    },

    /** An accountant's CSV of IST days [from, to], audited BOOKS_EXPORTED as it is read. */
    async exportCsv(kind: ExportKind, from: string, to: string, actorId: number) {
      const start = istDayStart(from);
      const end = istDayEnd(to);
      return db.transaction().execute(async (trx) => {
        const { csv, count } = await exportRows(kind, start, end, trx);
        await recordAudit(trx, {
          actorId,
          action: 'BOOKS_EXPORTED',
          subjectId: `${kind}:${from}..${to}`,
          summary: `Exported the ${kind} of ${DAY_RANGE_LABEL(from, to)} as CSV (${count} rows)`,
          after: { kind, from, to, rows: count },
        });
        return { csv, fileName: `ccl-${kind}-${from}-to-${to}.csv` };
      });
    },

    /** A player's own statement of IST days [from, to]. */
    async statement(userId: number, from: string, to: string) {
      const start = istDayStart(from);
      const [opening, rows] = await Promise.all([
        books.balanceBefore(userId, start),
        books.statement(userId, start, istDayEnd(to)),
      ]);
      return { csv: statementCsv(opening, rows), fileName: `ccl-statement-${from}-to-${to}.csv` };
    },
  };
}

export type BooksService = ReturnType<typeof createBooksService>;
