// What the tax feature (PAN, birthdays, withholding reports; issue 24) offers the rest of the
// backend.
export { dateOfBirthOf, panHolders } from './tax-id-repository';
