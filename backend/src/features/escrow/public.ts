// What the prize escrow (issue 24) offers the rest of the backend.
export { escrowFundedPaise } from './escrow-repository';
