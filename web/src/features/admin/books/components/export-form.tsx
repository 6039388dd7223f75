import { useField } from 'formik';
import { useId } from 'react';
import { string } from 'yup';
import { booksRangeSchema } from '#common/validation/books';
import { DateRangeForm, type DateRange } from '../../../../components/form/date-range-form';
import { DownloadError, downloadCsv, rangeUrl } from '../../../../lib/download-csv';
import { BOOKS_TEXTS, EXPORT_KINDS } from '../utils/books-texts';

type Kind = (typeof EXPORT_KINDS)[number]['value'];

/** The gateway's downloads of the accountant's CSVs. */
export const exportUrl = (kind: Kind, range: DateRange) =>
  rangeUrl(`/api/admin/books/exports/${kind}`, range);

const exportSchema = booksRangeSchema().shape({
  kind: string<Kind>()
    .oneOf(EXPORT_KINDS.map((kind) => kind.value))
    .required(),
});

function KindField() {
  const [field] = useField<Kind>('kind');
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {BOOKS_TEXTS.exportKind}
      </label>
      <select {...field} id={id} className="text-input">
        {EXPORT_KINDS.map((kind) => (
          <option key={kind.value} value={kind.value}>
            {kind.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Which export and which days; the file is saved as the gateway names it. */
export function ExportForm({ initial }: { initial: DateRange }) {
  return (
    <DateRangeForm
      label={BOOKS_TEXTS.exports}
      initial={{ kind: 'transactions' as Kind, ...initial }}
      schema={exportSchema}
      submitLabel={BOOKS_TEXTS.download}
      busyLabel={BOOKS_TEXTS.downloading}
      onSubmit={async ({ kind, from, to }) => {
        try {
          await downloadCsv(exportUrl(kind, { from, to }), `ccl-${kind}.csv`);
        } catch (error) {
          if (error instanceof DownloadError) return error.message;
          throw error;
        }
      }}
    >
      <KindField />
    </DateRangeForm>
  );
}
