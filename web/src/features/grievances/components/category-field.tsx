import { useField } from 'formik';
import { useId } from 'react';
import { GRIEVANCE_CATEGORIES } from '#common/grievances';
import { GRIEVANCE_PAGE_TEXTS as TEXTS } from '../utils/grievance-texts';

/** The complaint's category: a select of the shared categories, its error read with it. */
export function CategoryField() {
  const [field, meta] = useField<string>('category');
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {TEXTS.category}
      </label>
      <select
        {...field}
        id={id}
        className="text-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{TEXTS.chooseCategory}</option>
        {Object.entries(GRIEVANCE_CATEGORIES).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
