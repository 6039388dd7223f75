import type { Updateable } from 'kysely';
import type { ComplianceSettingsTable } from '../../src/db/tables/compliance';
import type { CallOptions, TestServer } from '../support/test-server';

/** A complaint as the form sends it; `overrides` changes or removes (undefined) a field. */
export const complaint = (overrides: Record<string, unknown> = {}) => ({
  category: 'payment',
  subject: 'Prize not received',
  description: 'I finished first in the Sunday cup and the prize never reached my wallet.',
  name: 'Ravi Kumar',
  email: 'ravi.kumar@example.com',
  phone: '+91 98765 43210',
  ...overrides,
});

export const fileComplaint = (
  server: TestServer,
  body: Record<string, unknown> = complaint(),
  options: CallOptions = {},
) => server.call('POST', '/api/v1/grievances', { body, ...options });

/** The operator's grievance rules, as the compliance settings hold them. */
export const setGrievanceSettings = (
  server: TestServer,
  values: Updateable<ComplianceSettingsTable>,
) => server.db.updateTable('compliance_settings').set(values).execute();

export const lookUp = (server: TestServer, number: string, contact: string, clientIp?: string) =>
  server.call('GET', `/api/v1/grievances/${number}`, {
    query: { contact },
    ...(clientIp ? { clientIp } : {}),
  });

export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;
