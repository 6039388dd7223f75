import type { GatewayContext } from '../../context';
import type { AuditAction, AuditSubject, Resolvers } from '../../generated/resolvers-types';
import type { QueryParams } from '../../upstream/route-table';
import type { UpstreamAuditEntry, UpstreamAuditPage } from '../../upstream/admin-types';
import { auditLines } from './audit-lines';
import { auditQueryOf, changesOf, idOrNull, schemaEnumOf } from './audit-mappers';

/** The largest page the upstream gives, and how many a thing's history reads at most. */
const HISTORY_PAGE_SIZE = 100;
const HISTORY_PAGES_MAX = 10;

/**
 * Every record matching `query`, newest first: a thing's history (a transaction, a
 * tournament, a player's bans), read page by page through the request's loader.
 */
export async function auditHistory(
  ctx: GatewayContext,
  query: QueryParams,
): Promise<UpstreamAuditEntry[]> {
  const entries: UpstreamAuditEntry[] = [];
  let before: number | null = null;
  for (let page = 0; page < HISTORY_PAGES_MAX; page += 1) {
    const answer: UpstreamAuditPage = await ctx.loaders.read<UpstreamAuditPage>(
      'adminAudit',
      undefined,
      { ...query, limit: HISTORY_PAGE_SIZE, before: before ?? undefined },
    );
    entries.push(...answer.entries);
    if (answer.nextBefore === null || answer.nextBefore === undefined) break;
    before = answer.nextBefore;
  }
  return entries;
}

/** The audit screen's reads and the shape of a record wherever it is shown. */
export const adminAuditResolvers: Resolvers = {
  AdminQuery: {
    audit: (_parent, { filter, first, before }, ctx) =>
      ctx.loaders.read<UpstreamAuditPage>(
        'adminAudit',
        undefined,
        auditQueryOf(filter, first, before),
      ),
  },

  AuditPage: {
    nextCursor: (page) => idOrNull(page.nextBefore),
  },

  AuditEntry: {
    id: (entry) => String(entry.id),
    actor: (entry) => ({ id: String(entry.actorId), username: entry.actorUsername }),
    action: (entry, _args, _ctx, info) => schemaEnumOf<AuditAction>(info, entry.action),
    subjectType: (entry, _args, _ctx, info) => schemaEnumOf<AuditSubject>(info, entry.subjectType),
    subjectId: (entry) => String(entry.subjectId),
    tournamentId: (entry) => idOrNull(entry.tournamentId),
    playerId: (entry) => idOrNull(entry.userId),
    tournamentName: (entry) => entry.tournamentName ?? null,
    playerName: (entry) => entry.playerName ?? null,
    reason: (entry) => entry.reason ?? null,
    changes: (entry) => changesOf(entry.before, entry.after),
    lines: (entry) => auditLines(entry.before, entry.after),
  },
};
