// A record's history, as the transaction, player and match desk pages show it.
export { AuditHistory } from './components/audit-history';
