/**
 * What the wallet feature offers its neighbours: its readings of money and transactions, so
 * the organiser's money desk and live updates show them exactly as the player's wallet does.
 */
export {
  createdAtOf,
  kindOf,
  moneyFromRupees,
  statusOf,
  transactionAmount,
  upstreamTypeOf,
} from './wallet-mappers';
