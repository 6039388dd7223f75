// What the wallet feature offers the rest of the backend.
export { toLedgerLineJson } from './wallet-json';
export { createWalletReads } from './wallet-reads';
// The "pay now" moves the two-person control runs once a second organiser approves.
export { type PrizePayout, type WaitingPrizes, createPrizePayouts } from './prize-payouts';
export { createTransactionDecisions } from './transaction-decisions';
export { paymentReference } from './decision-rules';
export type { AdminTransactionJson } from './wallet-json';
export {
  type ApprovalInput,
  type PayoutsInput,
  approvalSchema,
  payoutsSchema,
  transactionParamsSchema,
} from './wallet-schemas';
