import { useField } from 'formik';
import { type ReactNode, useId } from 'react';

/** A labelled select bound to the surrounding formik form, its error shown as TextField's. */
export function SelectField({
  name,
  label,
  children,
}: {
  name: string;
  label: string;
  children: ReactNode;
}) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      <select
        {...field}
        id={id}
        className="text-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
