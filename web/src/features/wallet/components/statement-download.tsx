import { istDayOf } from '#common/ist-days';
import { DateRangeForm } from '../../../components/form/date-range-form';
import { DownloadError, downloadCsv, rangeUrl } from '../../../lib/download-csv';
import { STATEMENT_TEXTS } from '../utils/wallet-texts';

/** The gateway's download of the player's own statement (CSV). */
export const STATEMENT_URL = '/api/wallet/statement';

/** This month so far, in IST days, as the statement's first range. */
function thisMonth() {
  const today = istDayOf(new Date());
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** "Download statement": the player's transactions and balances of the days chosen, as CSV. */
export function StatementDownload() {
  return (
    <section className="statement-download" aria-labelledby="statement-download-title">
      <h3 id="statement-download-title" className="statement-download__title">
        {STATEMENT_TEXTS.title}
      </h3>
      <p className="statement-download__hint">{STATEMENT_TEXTS.hint}</p>
      <DateRangeForm
        label={STATEMENT_TEXTS.title}
        initial={thisMonth()}
        submitLabel={STATEMENT_TEXTS.download}
        busyLabel={STATEMENT_TEXTS.downloading}
        onSubmit={async (range) => {
          try {
            await downloadCsv(rangeUrl(STATEMENT_URL, range), 'ccl-statement.csv');
          } catch (error) {
            if (error instanceof DownloadError) return error.message;
            throw error;
          }
        }}
      />
    </section>
  );
}
