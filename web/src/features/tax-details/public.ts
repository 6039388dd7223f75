// What the tax details offer other features: the profile's whole section, and the date of
// birth form the booking form asks first for paid entry (with its one line saying why).
export { TaxDetailsSection } from './components/tax-details-section';
export { PaidEntryDateOfBirth } from './components/paid-entry-date-of-birth';
