import { useTaxDetails } from '../api/use-tax-details';
import { TAX_DETAILS_TEXTS as TEXTS } from '../utils/tax-details-texts';
import { DateOfBirthForm, RecordedDateOfBirth } from './date-of-birth-form';
import { PanSection } from './pan-form';
import './tax-details.css';

/** The profile's "Tax details": the date of birth (once) and the PAN (masked once given). */
export function TaxDetailsSection() {
  const { details, loading } = useTaxDetails();
  return (
    <section className="tax-details" aria-labelledby="tax-details-title">
      <h2 id="tax-details-title" className="tax-details__title">
        {TEXTS.title}
      </h2>
      <p className="tax-details__hint">{TEXTS.why}</p>
      {!details ? (
        loading && <p>{TEXTS.loading}</p>
      ) : (
        <>
          <h3 className="tax-details__subtitle">{TEXTS.dateOfBirth}</h3>
          {details.dateOfBirth ? (
            <RecordedDateOfBirth dateOfBirth={details.dateOfBirth} />
          ) : (
            <DateOfBirthForm />
          )}
          <h3 className="tax-details__subtitle">{TEXTS.pan}</h3>
          <PanSection pan={details.pan} />
        </>
      )}
    </section>
  );
}
