import { useState } from 'react';
import { addDays, istDayOf } from '#common/ist-days';
import { DAILY_CLOSE_MAX_DAYS } from '#common/validation/books';
import { DateRangeForm, type DateRange } from '../../../../components/form/date-range-form';
import { thrownServerMessage } from '../../../../components/form/payload-errors';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { useDailyCloseQuery } from '../../../../generated/admin';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { MoneyNav } from '../../money/public';
import { BOOKS_TEXTS } from '../utils/books-texts';
import { DayCard } from './day-card';
import { ExportForm } from './export-form';
import './books.css';

/** The last week, today included, in IST days. */
function lastWeek(): DateRange {
  const today = istDayOf(new Date());
  return { from: addDays(today, -6), to: today };
}

function DailyClose({ range }: { range: DateRange }) {
  const { data, loading, error, refetch } = useDailyCloseQuery({
    variables: range,
    fetchPolicy: 'cache-and-network',
  });
  const days = data?.admin.dailyClose;
  if (!days && loading) return <Loader label={BOOKS_TEXTS.loadingDays} />;
  if (!days) {
    return (
      <StatusMessage tone="error">
        {thrownServerMessage(error) ?? BOOKS_TEXTS.loadFailed}
      </StatusMessage>
    );
  }
  if (!days.length) return <StatusMessage>{BOOKS_TEXTS.noDays}</StatusMessage>;
  const today = istDayOf(new Date());
  return (
    <div className="books-days">
      {days.map((day) => (
        <DayCard
          key={day.day}
          day={day}
          ended={day.day < today}
          onClosed={() => void refetch().catch(() => undefined)}
        />
      ))}
    </div>
  );
}

/** /admin/money/books: the daily close with its checks, closing a day, the CSV exports. */
export function BooksPage() {
  useDocumentTitle(BOOKS_TEXTS.title);
  const [range, setRange] = useState(lastWeek);
  return (
    <>
      <h1 className="console-title">{BOOKS_TEXTS.title}</h1>
      <MoneyNav />
      <section className="books-section" aria-labelledby="books-daily-close">
        <h2 id="books-daily-close" className="books-section__title">
          {BOOKS_TEXTS.dailyClose}
        </h2>
        <p className="console-card__meta">{BOOKS_TEXTS.dailyCloseHint}</p>
        <DateRangeForm
          label={BOOKS_TEXTS.dailyClose}
          initial={range}
          maxDays={DAILY_CLOSE_MAX_DAYS}
          submitLabel={BOOKS_TEXTS.showDays}
          onSubmit={async (next) => setRange({ from: next.from, to: next.to })}
        />
        <DailyClose range={range} />
      </section>
      <section className="books-section" aria-labelledby="books-exports">
        <h2 id="books-exports" className="books-section__title">
          {BOOKS_TEXTS.exports}
        </h2>
        <p className="console-card__meta">{BOOKS_TEXTS.exportsHint}</p>
        <ExportForm initial={lastWeek()} />
      </section>
    </>
  );
}
