import type { BooksDay, BooksFigure, TournamentBooks } from '../../generated/resolvers-types';
import type {
  UpstreamBooksDay,
  UpstreamBooksFigure,
  UpstreamTournamentBooks,
} from '../../upstream/books-types';
import { moneyFromRupees } from '../wallet/public';

/** The books as the schema gives them: Money in its three forms, ids as strings. */

const figureOf = (figure: UpstreamBooksFigure): BooksFigure => ({
  count: figure.count,
  amount: moneyFromRupees(figure.amount),
  ledger: moneyFromRupees(figure.ledger),
  agrees: figure.agrees,
});

/** Money from a signed rupee amount (a margin may be negative): the sign kept on paise. */
export function signedMoney(rupees: number | string) {
  const negative = Number(rupees) < 0;
  const money = moneyFromRupees(negative ? Math.abs(Number(rupees)) : rupees);
  if (!negative) return money;
  return {
    paise: -money.paise,
    rupees: `-${money.rupees}`,
    formatted: `-${money.formatted}`,
  };
}

const signedFigureOf = (figure: UpstreamBooksFigure): BooksFigure => ({
  count: figure.count,
  amount: signedMoney(figure.amount),
  ledger: signedMoney(figure.ledger),
  agrees: figure.agrees,
});

export const tournamentBooksOf = (books: UpstreamTournamentBooks): TournamentBooks => ({
  tournamentId: String(books.tournamentId),
  tournamentName: books.tournamentName,
  prizePool: moneyFromRupees(books.prizePool),
  playersPaid: books.playersPaid,
  feesIn: figureOf(books.feesIn),
  refunds: figureOf(books.refunds),
  prizesOut: figureOf(books.prizesOut),
  margin: signedFigureOf(books.margin),
  agrees: books.agrees,
});

export const booksDayOf = (day: UpstreamBooksDay): BooksDay => ({
  day: day.day,
  depositsApproved: figureOf(day.depositsApproved),
  withdrawalsPaid: figureOf(day.withdrawalsPaid),
  manualCredits: figureOf(day.manualCredits),
  entryFees: figureOf(day.entryFees),
  refunds: figureOf(day.refunds),
  prizes: figureOf(day.prizes),
  holdings: {
    ledger: moneyFromRupees(day.holdings.ledger),
    transactions: signedMoney(day.holdings.transactions),
    wallets: day.holdings.wallets === null ? null : moneyFromRupees(day.holdings.wallets),
    agrees: day.holdings.agrees,
  },
  agrees: day.agrees,
  closed: day.closed,
});
