import { CsvDownloadButton } from '../../../../components/download/csv-download-button';
import { useState } from 'react';
import { quarterLabel, recentQuarters } from '#common/tax-quarters';
import { thrownServerMessage } from '../../../../components/form/payload-errors';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import type { TaxWithholdingReportQuery } from '../../../../generated/admin';
import { formatDateTime } from '../../../../lib/format-date';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { MoneyNav } from '../../money/public';
import { useTaxReport } from '../api/use-tax-report';
import { TAX_REPORT_TEXTS as TEXTS } from './tax-report-texts';
import './tax-report.css';

type Report = TaxWithholdingReportQuery['admin']['taxWithholdingReport'];

/** The gateway's download of one quarter's CSV. */
export const taxReportCsvUrl = (quarter: string) =>
  `/api/admin/tax/withholding.csv?${new URLSearchParams({ quarter }).toString()}`;

function Totals({ report }: { report: Report }) {
  const { totals, ledger } = report;
  return (
    <section aria-labelledby="tax-report-totals">
      <h2 id="tax-report-totals" className="console-section__title">
        {TEXTS.totals}
      </h2>
      <dl className="tax-report__totals">
        <dt>{TEXTS.payouts}</dt>
        <dd>{totals.payouts}</dd>
        <dt>{TEXTS.gross}</dt>
        <dd>{totals.grossAmount.formatted}</dd>
        <dt>{TEXTS.tax}</dt>
        <dd>{totals.taxWithheld.formatted}</dd>
        <dt>{TEXTS.net}</dt>
        <dd>{totals.netAmount.formatted}</dd>
      </dl>
      {ledger.agrees ? (
        <StatusMessage>{TEXTS.agrees(ledger.accountBalance.formatted)}</StatusMessage>
      ) : (
        <StatusMessage tone="error">
          {TEXTS.disagrees(
            ledger.quarterTax.formatted,
            ledger.accountBalance.formatted,
            ledger.allTimeTax.formatted,
          )}
        </StatusMessage>
      )}
    </section>
  );
}

function Rows({ rows }: { rows: Report['rows'] }) {
  if (rows.length === 0) return <p className="console-card__meta">{TEXTS.none}</p>;
  return (
    <ul className="tax-report__rows" aria-label={TEXTS.rows}>
      {rows.map((row) => (
        <li key={row.transactionId} className="console-card">
          <p className="tax-report__who">
            {row.username} · {row.nameOnPan ?? TEXTS.noPan} · {row.pan ?? '—'}
          </p>
          <p className="console-card__meta">
            {formatDateTime(row.paidAt)}
            {row.tournamentName ? ` · ${row.tournamentName}` : ''} · {row.section}
          </p>
          <p>
            {TEXTS.gross} {row.grossAmount.formatted} · {TEXTS.tax} {row.taxWithheld.formatted} ·{' '}
            {TEXTS.net} {row.netAmount.formatted}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Report({ quarter }: { quarter: string }) {
  const { data, loading, error } = useTaxReport(quarter);
  const report = data?.admin.taxWithholdingReport;
  if (!report && loading) return <Loader label={TEXTS.loading} />;
  if (!report)
    return (
      <StatusMessage tone="error">{thrownServerMessage(error) ?? TEXTS.loadFailed}</StatusMessage>
    );
  return (
    <>
      <Totals report={report} />
      <section aria-labelledby="tax-report-rows">
        <h2 id="tax-report-rows" className="console-section__title">
          {TEXTS.rows}
        </h2>
        <Rows rows={report.rows} />
      </section>
    </>
  );
}

/** /admin/money/tax: one quarter's tax withheld on prizes, for the quarterly return. */
export function TaxReportPage() {
  useDocumentTitle(TEXTS.title);
  const [quarters] = useState(() => recentQuarters(new Date(), 8));
  const [quarter, setQuarter] = useState(quarters[0] as string);
  return (
    <>
      <h1 className="console-title">{TEXTS.title}</h1>
      <MoneyNav />
      <p className="console-card__meta">{TEXTS.intro}</p>
      <div className="form-field tax-report__picker">
        <label htmlFor="tax-report-quarter" className="form-field__label">
          {TEXTS.quarter}
        </label>
        <select
          id="tax-report-quarter"
          className="text-input"
          value={quarter}
          onChange={(event) => setQuarter(event.target.value)}
        >
          {quarters.map((value) => (
            <option key={value} value={value}>
              {quarterLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <CsvDownloadButton
        url={taxReportCsvUrl(quarter)}
        fileName={`ccl-tax-withheld-${quarter}.csv`}
        label={TEXTS.download}
        busyLabel={TEXTS.downloading}
        className="tax-report__download"
      />
      <Report quarter={quarter} />
    </>
  );
}
