// What the tax feature (PAN, withholding reports; issue 24) offers the rest of the backend.
export { panHolders } from './tax-id-repository';
