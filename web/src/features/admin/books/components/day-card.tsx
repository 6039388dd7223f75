import { useState } from 'react';
import type { BooksDayFieldsFragment } from '../../../../generated/admin';
import { FormError } from '../../../../components/form/form-error';
import { useCloseDay } from '../api/use-close-day';
import { BOOKS_TEXTS, FIGURE_NAMES } from '../utils/books-texts';
import { FigureTable, LedgerCheck } from './figure-table';

const DAY_FIGURES = [
  'depositsApproved',
  'withdrawalsPaid',
  'manualCredits',
  'entryFees',
  'refunds',
  'prizes',
] as const;

/** "28 Nov 2026" for a YYYY-MM-DD day, read as the calendar day it names. */
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    weekday: 'short',
  });

const momentLabel = (at: string) =>
  new Date(at).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** What a day's card offers: its state, and closing it once it has ended and agrees. */
function Closing({
  day,
  ended,
  onClosed,
}: {
  day: BooksDayFieldsFragment;
  ended: boolean;
  onClosed: () => void;
}) {
  const closeDay = useCloseDay();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (day.closed) {
    return (
      <p className="books-day__state books-day__state--closed">
        {BOOKS_TEXTS.closed(day.closed.closedBy ?? null, momentLabel(day.closed.closedAt))}
      </p>
    );
  }
  if (!ended) return <p className="books-day__state">{BOOKS_TEXTS.dayOpenUntilEnd}</p>;
  if (!day.agrees)
    return (
      <p className="books-day__state" role="note">
        {BOOKS_TEXTS.disagreeNotice}
      </p>
    );
  const close = async () => {
    setBusy(true);
    const outcome = await closeDay(day.day);
    setBusy(false);
    setFailure(outcome.ok ? null : outcome.message);
    if (outcome.ok || outcome.conflict) onClosed();
  };
  return (
    <div className="books-day__close">
      <button
        type="button"
        className="button button--primary"
        onClick={() => void close()}
        disabled={busy}
        aria-busy={busy}
        aria-label={`${BOOKS_TEXTS.closeDay}: ${dayLabel(day.day)}`}
      >
        {busy ? BOOKS_TEXTS.closing : BOOKS_TEXTS.closeDay}
      </button>
      <FormError message={failure} />
    </div>
  );
}

/** One IST day of the daily close: its figures, the balances held, and its closing. */
export function DayCard({
  day,
  ended,
  onClosed,
}: {
  day: BooksDayFieldsFragment;
  ended: boolean;
  onClosed: () => void;
}) {
  const title = dayLabel(day.day);
  const { holdings } = day;
  return (
    <article className="console-card books-day" aria-label={title}>
      <h3 className="books-day__title">{title}</h3>
      <FigureTable
        caption={`${BOOKS_TEXTS.dailyClose}: ${title}`}
        lines={DAY_FIGURES.map((name) => ({ label: FIGURE_NAMES[name], figure: day[name] }))}
      />
      <div className="books-day__holdings">
        <p className="books-day__holdings-title">
          {BOOKS_TEXTS.holdings}: <strong>{holdings.ledger.formatted}</strong>
        </p>
        <LedgerCheck agrees={holdings.agrees} ledger={holdings.ledger.formatted} />
        <p className="console-card__meta">
          {BOOKS_TEXTS.holdingsTransactions(holdings.transactions.formatted)}
          {holdings.wallets && ` · ${BOOKS_TEXTS.holdingsWallets(holdings.wallets.formatted)}`}
        </p>
      </div>
      <Closing day={day} ended={ended} onClosed={onClosed} />
    </article>
  );
}
