import type { TestUser } from './fixtures';
import type { TestServer } from './test-server';

/** The audit record as the organiser's audit screen reads it, over HTTP, newest first. */
export async function auditEntries(
  server: TestServer,
  organiser: TestUser,
  query: Record<string, string | number> = {},
) {
  const response = await server.call('GET', '/api/admin/audit', { token: organiser.token, query });
  if (response.status !== 200) throw new Error(`audit answered ${response.status}`);
  return response.body.entries as AuditJson[];
}

/** Every record about one subject, read straight from the database. */
export const auditRowsAbout = (server: TestServer, subjectType: string, subjectId: number) =>
  server.db
    .selectFrom('audit_entries')
    .selectAll()
    .where('subject_type', '=', subjectType as 'tournament')
    .where('subject_id', '=', String(subjectId))
    .orderBy('id')
    .execute();

export interface AuditJson {
  id: number;
  createdAt: string;
  actorId: number;
  actorUsername: string;
  action: string;
  subjectType: string;
  subjectId: string;
  tournamentId: number | null;
  tournamentName: string | null;
  userId: number | null;
  playerName: string | null;
  summary: string;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
