// What the operator's rules (issue 24) offer the rest of the backend.
export { type ComplianceSettings, readComplianceSettings } from './compliance-repository';
export { warnOfMissingCompliance } from './missing-warning';
