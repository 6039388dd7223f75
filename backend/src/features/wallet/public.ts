// What the wallet feature offers the rest of the backend.
export type { WalletAdminService } from './wallet-admin-service';
export { toLedgerLineJson } from './wallet-json';
export { createWalletReads } from './wallet-reads';
export type { WalletService } from './wallet-service';
