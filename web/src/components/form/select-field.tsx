import { useField } from 'formik';
import { type ReactNode, useId } from 'react';

/** A labelled select bound to the surrounding formik form, its error shown as TextField's. */
export function SelectField({
  name,
  label,
  children,
  disabled,
  hint,
}: {
  name: string;
  label: string;
  children: ReactNode;
  disabled?: boolean;
  hint?: ReactNode;
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
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {hint && <p className="form-field__hint">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
