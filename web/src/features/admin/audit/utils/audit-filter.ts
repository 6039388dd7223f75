import type { AuditFilter } from '../../../../generated/admin';
import { isAuditAction, isAuditSubject } from './audit-labels';

const ID_PARAMS = ['tournamentId', 'playerId'] as const;
export type IdParam = (typeof ID_PARAMS)[number];

/** The filters as the address holds them (so a filtered view can be shared or gone back to). */
export function filterOf(params: URLSearchParams): AuditFilter | null {
  const filter: AuditFilter = {};
  const action = params.get('action');
  const subjectType = params.get('subjectType');
  if (isAuditAction(action)) filter.action = action;
  if (isAuditSubject(subjectType)) filter.subjectType = subjectType;
  for (const name of ID_PARAMS) {
    const id = params.get(name);
    if (id && /^\d+$/.test(id)) filter[name] = id;
  }
  return Object.keys(filter).length > 0 ? filter : null;
}
