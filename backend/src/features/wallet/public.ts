// What the wallet feature offers the rest of the backend.
export { toLedgerLineJson } from './wallet-json';
export { createWalletReads } from './wallet-reads';
