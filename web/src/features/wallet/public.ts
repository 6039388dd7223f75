// What the wallet offers the console: the Deposit tab's payee block, so the money settings
// preview what players will see with the very same component.
export { DepositPayee } from './components/deposit-payee';
