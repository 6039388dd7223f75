import { CsvDownloadButton } from '../../../../components/download/csv-download-button';
import { rangeUrl } from '../../../../lib/download-csv';
import { useState } from 'react';
import { DateRangeForm, type DateRange } from '../../../../components/form/date-range-form';
import { thrownServerMessage } from '../../../../components/form/payload-errors';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { MoneyNav } from '../../money/public';
import { useRecords } from '../api/use-records';
import { financialYearToDate } from '../utils/financial-year';
import { RECORDS_TEXTS } from '../utils/records-texts';
import { ChecksSummary, FigureList, SettingsNow } from './records-parts';
import { RecordsGrievances } from './records-grievances';
import { RecordsTournaments } from './records-tournaments';
import './records.css';

/** The gateway's download of the records' CSV. */
export const recordsCsvUrl = (range: DateRange) => rangeUrl('/api/admin/records.csv', range);

function RecordsReport({ range }: { range: DateRange }) {
  const { data, loading, error } = useRecords(range);
  const report = data?.admin.records;
  if (!report && loading) return <Loader label={RECORDS_TEXTS.loading} />;
  if (!report) {
    return (
      <StatusMessage tone="error">
        {thrownServerMessage(error) ?? RECORDS_TEXTS.loadFailed}
      </StatusMessage>
    );
  }
  return (
    <>
      <ChecksSummary report={report} />
      <section className="records-section" aria-labelledby="records-totals">
        <h2 id="records-totals" className="records-section__title">
          {RECORDS_TEXTS.totals}
        </h2>
        <FigureList figures={report.totals} />
      </section>
      <RecordsTournaments tournaments={report.tournaments} />
      <RecordsGrievances report={report} />
      <SettingsNow settings={report.settings} />
    </>
  );
}

/** /admin/money/records: the records of a range of days for an auditor or the Authority. */
export function RecordsPage() {
  useDocumentTitle(RECORDS_TEXTS.title);
  const [range, setRange] = useState(() => financialYearToDate(new Date()));
  return (
    <>
      <h1 className="console-title">{RECORDS_TEXTS.title}</h1>
      <MoneyNav />
      <p className="console-card__meta">{RECORDS_TEXTS.intro}</p>
      <DateRangeForm
        label={RECORDS_TEXTS.range}
        initial={range}
        submitLabel={RECORDS_TEXTS.show}
        onSubmit={async (next) => setRange({ from: next.from, to: next.to })}
      />
      <CsvDownloadButton
        url={recordsCsvUrl(range)}
        fileName={`ccl-records-${range.from}-to-${range.to}.csv`}
        label={RECORDS_TEXTS.download}
        busyLabel={RECORDS_TEXTS.downloading}
        className="records-download"
      />
      <RecordsReport range={range} />
    </>
  );
}
