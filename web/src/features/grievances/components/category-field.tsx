import { GRIEVANCE_CATEGORIES } from '#common/grievances';
import { SelectField } from '../../../components/form/select-field';
import { GRIEVANCE_PAGE_TEXTS as TEXTS } from '../utils/grievance-texts';

/** The complaint's category: a select of the shared categories. */
export function CategoryField() {
  return (
    <SelectField name="category" label={TEXTS.category}>
      <option value="">{TEXTS.chooseCategory}</option>
      {Object.entries(GRIEVANCE_CATEGORIES).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}
