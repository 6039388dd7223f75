import type { BooksFigureFieldsFragment } from '../../../../generated/admin';
import { BOOKS_TEXTS } from '../utils/books-texts';

export interface FigureLine {
  label: string;
  figure: BooksFigureFieldsFragment;
  /** Leaves the count out (the margin counts nothing). */
  uncounted?: boolean;
}

/** A figure's check against the ledger, in words and not by colour alone. */
export function LedgerCheck({ agrees, ledger }: { agrees: boolean; ledger: string }) {
  return agrees ? (
    <span className="books-check books-check--ok">✓ {BOOKS_TEXTS.agrees}</span>
  ) : (
    <span className="books-check books-check--bad">✗ {BOOKS_TEXTS.disagrees(ledger)}</span>
  );
}

/** Figures as rows: what, how many, how much and whether the ledger agrees. */
export function FigureTable({ caption, lines }: { caption: string; lines: FigureLine[] }) {
  return (
    <table className="books-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Figure</th>
          <th scope="col">Amount</th>
          <th scope="col">Ledger check</th>
        </tr>
      </thead>
      <tbody>
        {lines.map(({ label, figure, uncounted }) => (
          <tr key={label}>
            <th scope="row">
              {label}
              {!uncounted && <span className="books-table__count"> ({figure.count})</span>}
            </th>
            <td className="books-table__amount">{figure.amount.formatted}</td>
            <td>
              <LedgerCheck agrees={figure.agrees} ledger={figure.ledger.formatted} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
