import { Form, Formik } from 'formik';
import { type ReactNode, useState } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';
import { BOOKS_RANGE_MAX_DAYS, booksRangeSchema } from '#common/validation/books';
import { FormError } from './form-error';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import './form.css';

export interface DateRange {
  from: string;
  to: string;
}

export interface DateRangeFormProps<T extends DateRange> {
  initial: T;
  submitLabel: string;
  busyLabel?: string;
  /** The longest range it takes, in days (the shared rule of common/validation/books). */
  maxDays?: number;
  /** Resolves with a message to show when it failed, or nothing. */
  onSubmit: (values: T) => Promise<string | void>;
  /** Names the form for assistive technology. */
  label: string;
  /** Fields of its own before the days (e.g. which export), checked by `schema`. */
  children?: ReactNode;
  /** The range's rule extended for those fields. */
  schema?: ObjectSchema<AnyObject>;
}

/**
 * A first and last day (IST, both included) with one action: the books' exports, the daily
 * close's range and a player's statement all ask for days this way, by the same rule.
 */
export function DateRangeForm<T extends DateRange>({
  initial,
  submitLabel,
  busyLabel,
  maxDays = BOOKS_RANGE_MAX_DAYS,
  onSubmit,
  label,
  children,
  schema,
}: DateRangeFormProps<T>) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Formik
      initialValues={initial}
      validationSchema={schema ?? booksRangeSchema(maxDays)}
      onSubmit={async (values) => {
        setFailure(null);
        setFailure((await onSubmit(values)) || null);
      }}
    >
      {({ isSubmitting }) => (
        <Form className="date-range-form" aria-label={label} noValidate>
          {children}
          <div className="date-range-form__fields">
            <TextField name="from" label="From" type="date" />
            <TextField name="to" label="To" type="date" />
          </div>
          <SubmitButton busy={isSubmitting} busyLabel={busyLabel}>
            {submitLabel}
          </SubmitButton>
          <FormError message={failure} />
        </Form>
      )}
    </Formik>
  );
}
