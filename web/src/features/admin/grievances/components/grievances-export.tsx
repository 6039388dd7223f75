import { DateRangeForm, type DateRange } from '../../../../components/form/date-range-form';
import { DownloadError, downloadCsv, rangeUrl } from '../../../../lib/download-csv';
import { ADMIN_GRIEVANCE_TEXTS as TEXTS } from '../utils/admin-grievance-texts';

/** The gateway's download of the complaints filed in the days, as CSV. */
export const grievancesCsvUrl = (range: DateRange) => rangeUrl('/api/admin/grievances.csv', range);

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The last 30 days by default: a month's complaints for the officer's report. */
function lastMonth(): DateRange {
  const today = new Date();
  return { from: dayOf(new Date(today.getTime() - 29 * 24 * 3600_000)), to: dayOf(today) };
}

/** Saves the complaints filed in the chosen days; a refusal shows beside the button. */
export function GrievancesExport() {
  const download = async (range: DateRange) => {
    try {
      await downloadCsv(grievancesCsvUrl(range), `ccl-grievances-${range.from}-to-${range.to}.csv`);
    } catch (error) {
      if (!(error instanceof DownloadError)) throw error;
      return error.message;
    }
  };
  return (
    <DateRangeForm
      initial={lastMonth()}
      submitLabel={TEXTS.export}
      busyLabel={TEXTS.exporting}
      label={TEXTS.exportLabel}
      onSubmit={download}
    />
  );
}
