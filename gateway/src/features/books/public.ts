// What the books offer the other money reports: money from a signed rupee amount.
export { signedMoney } from './books-mappers';
