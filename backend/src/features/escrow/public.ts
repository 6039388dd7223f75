// What the prize escrow (issue 24) offers the rest of the backend.
export { escrowFundedPaise } from './escrow-repository';
export { type EscrowHeld, escrowHeld } from './escrow-held';
export { returnEscrow } from './escrow-return';
