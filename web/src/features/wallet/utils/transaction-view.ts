// Kept only while the console's last importers move to the shared module.
export * from '../../../lib/wallet-transaction-view';
