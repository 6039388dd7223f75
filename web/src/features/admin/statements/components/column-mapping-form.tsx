import { Form, Formik } from 'formik';
import { type StatementMapping, statementMappingSchema } from '#common/validation/statements';
import { SelectField } from '../../../../components/form/select-field';
import { SubmitButton } from '../../../../components/form/submit-button';
import { STATEMENT_TEXTS } from '../utils/statement-texts';

type MappingValues = Record<keyof StatementMapping, string>;

const FIELDS: { name: keyof StatementMapping; label: string; optional: boolean }[] = [
  { name: 'date', label: 'Date', optional: false },
  { name: 'amount', label: 'Amount (credit)', optional: false },
  { name: 'utr', label: 'UTR / reference', optional: true },
  { name: 'narration', label: 'Narration / description', optional: true },
  { name: 'creditDebit', label: 'Credit or debit (Cr/Dr)', optional: true },
];

function ColumnField({
  name,
  label,
  optional,
  columns,
}: {
  name: keyof StatementMapping;
  label: string;
  optional: boolean;
  columns: string[];
}) {
  return (
    <SelectField name={name} label={label}>
      <option value="">
        {optional ? STATEMENT_TEXTS.noColumn : `Choose the ${label.toLowerCase()} column`}
      </option>
      {columns.map((column) => (
        <option key={column} value={column}>
          {column}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * Which column holds what, for a statement whose header row the desk did not recognise: the
 * same rules the backend checks the mapping by (common/validation/statements).
 */
export function ColumnMappingForm({
  columns,
  onSubmit,
}: {
  columns: string[];
  onSubmit: (mapping: StatementMapping) => Promise<void>;
}) {
  const initial: MappingValues = { date: '', amount: '', utr: '', narration: '', creditDebit: '' };
  return (
    <section className="console-card statement-mapping" aria-labelledby="statement-mapping-title">
      <h2 id="statement-mapping-title" className="statements-section__title">
        {STATEMENT_TEXTS.mappingTitle}
      </h2>
      <p className="console-card__meta">{STATEMENT_TEXTS.mappingHint}</p>
      <Formik
        initialValues={initial}
        validationSchema={statementMappingSchema}
        onSubmit={async (values) => {
          const mapping = statementMappingSchema.cast(values);
          await onSubmit({
            date: mapping.date,
            amount: mapping.amount,
            utr: mapping.utr || null,
            narration: mapping.narration || null,
            creditDebit: mapping.creditDebit || null,
          });
        }}
      >
        {({ isSubmitting }) => (
          <Form className="statement-mapping__form" noValidate>
            {FIELDS.map((field) => (
              <ColumnField key={field.name} {...field} columns={columns} />
            ))}
            <SubmitButton busy={isSubmitting} busyLabel={STATEMENT_TEXTS.uploading}>
              {STATEMENT_TEXTS.mappingSubmit}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}
