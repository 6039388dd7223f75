import type { AuditFilter } from '../../../../generated/admin';
import { isAuditAction, isAuditSubject } from './audit-labels';

/** The names an organiser types: part of a tournament's name, part of a player's username. */
export const NAME_PARAMS = ['tournamentName', 'playerName'] as const;
export type NameParam = (typeof NAME_PARAMS)[number];
/** The longest name the backend searches for. */
export const NAME_SEARCH_MAX = 100;

/** Ids still narrow the audit when a link carries them (a shared address of an older screen). */
const ID_PARAMS = ['tournamentId', 'playerId'] as const;

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
  for (const name of NAME_PARAMS) {
    const text = params.get(name)?.trim().slice(0, NAME_SEARCH_MAX);
    if (text) filter[name] = text;
  }
  return Object.keys(filter).length > 0 ? filter : null;
}
