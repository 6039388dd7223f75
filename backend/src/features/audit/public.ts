// What the audit feature offers the rest of the backend: its read side (changes record
// themselves through change/record-audit).
export type { AuditService } from './audit-service';
