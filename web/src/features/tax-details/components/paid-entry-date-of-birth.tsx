import { TAX_DETAILS_TEXTS as TEXTS } from '../utils/tax-details-texts';
import { DateOfBirthForm } from './date-of-birth-form';
import './tax-details.css';

/**
 * Above a paid tournament's booking form when the player has no date of birth yet: the backend
 * refuses paid entry without one, so it is asked first. Saved, the viewer in the cache has it
 * and the booking screen stops showing this.
 */
export function PaidEntryDateOfBirth() {
  return (
    <section className="tax-details__prompt" aria-labelledby="paid-entry-dob-title">
      <p id="paid-entry-dob-title" className="form-banner">
        {TEXTS.paidEntryNeedsDateOfBirth}
      </p>
      <DateOfBirthForm />
    </section>
  );
}
