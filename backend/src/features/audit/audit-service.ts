import type { ServiceDeps } from '../../service-deps';
import { toAuditJson } from './audit-json';
import { createAuditRepository } from './audit-repository';
import type { AuditFilterInput } from './audit-schemas';

/** Reads of the organisers' audit record; writes happen in each service's own transactions. */
export function createAuditService({ db }: ServiceDeps) {
  const audit = createAuditRepository(db);

  return {
    /** A page, newest first; `nextBefore` fetches the next older page, null on the last. */
    async list(filter: AuditFilterInput) {
      const rows = await audit.list({ ...filter, limit: filter.limit + 1 });
      const page = rows.slice(0, filter.limit);
      const hasMore = rows.length > filter.limit;
      return {
        entries: page.map(toAuditJson),
        nextBefore: hasMore ? Number(page[page.length - 1]?.id) : null,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
