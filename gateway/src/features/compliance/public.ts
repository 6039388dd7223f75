// What the operator's rules (issue 24) offer the gateway's other features.
export { declarationBody } from './compliance-mappers';
