import type { TestUser } from '../support/fixtures';
import type { TestServer } from '../support/test-server';

/** The two-person control's routes as an organiser calls them (decision 043). */
export const proposalsPath = (id: number, action?: 'approve' | 'refuse' | 'cancel') =>
  `/api/admin/money/proposals/${id}${action ? `/${action}` : ''}`;

export const refuseProposal = (server: TestServer, by: TestUser, id: number, reason?: string) =>
  server.call('POST', proposalsPath(id, 'refuse'), {
    token: by.token,
    body: reason === undefined ? {} : { reason },
  });

export const cancelProposal = (server: TestServer, by: TestUser, id: number) =>
  server.call('POST', proposalsPath(id, 'cancel'), { token: by.token });

export const proposeCredit = (
  server: TestServer,
  by: TestUser,
  body: { player: string; amount: unknown; utr: string; reason?: string; password?: string },
) =>
  server.call('POST', '/api/admin/money/manual-credits', {
    token: by.token,
    body: { reason: 'Paid at the counter', ...body },
  });

export const waitingProposals = async (server: TestServer, by: TestUser) =>
  (
    await server.call('GET', '/api/admin/money/proposals', {
      token: by.token,
      query: { status: 'waiting' },
    })
  ).body as { id: number; kind: string; summary: string }[];

/** The audit actions recorded about one proposal, oldest first. */
export const proposalAudit = async (server: TestServer, id: number) =>
  (
    await server.db
      .selectFrom('audit_entries')
      .select(['action', 'actor_id', 'reason'])
      .where('subject_type', '=', 'proposal')
      .where('subject_id', '=', String(id))
      .orderBy('id')
      .execute()
  ).map((row) => ({ action: row.action, actorId: row.actor_id, reason: row.reason }));
