import { useField } from 'formik';
import { type InputHTMLAttributes, useId } from 'react';
import './form.css';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value'>;

export interface TextFieldProps extends NativeProps {
  /** The formik field name. */
  name: string;
  label: string;
  /** Renders a textarea of this many rows instead of an input. */
  rows?: number;
}

/**
 * A labelled input bound to the surrounding formik form. Its error shows once the field was
 * touched (or the form submitted), linked by aria-describedby so screen readers read it.
 */
export function TextField({
  name,
  label,
  rows,
  className,
  'aria-describedby': hint,
  ...rest
}: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const shared = {
    ...field,
    value: field.value ?? '',
    id,
    className: ['text-input', className].filter(Boolean).join(' '),
    'aria-invalid': error ? true : undefined,
    // A hint the form gives, then the error: both are read with the field.
    'aria-describedby': [hint, error && errorId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {rows ? (
        <textarea {...shared} rows={rows} placeholder={rest.placeholder} disabled={rest.disabled} />
      ) : (
        <input type="text" {...rest} {...shared} />
      )}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
