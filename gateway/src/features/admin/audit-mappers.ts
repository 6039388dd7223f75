import type { GraphQLResolveInfo } from 'graphql';
import { gatewayError } from '../../errors/error-model';
import type { AuditChange, AuditFilter } from '../../generated/resolvers-types';
import type { QueryParams } from '../../upstream/route-table';

/** A recorded value as text: numbers and strings as they are, anything structured as JSON. */
export function auditText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Every field named before or after the action, each with both values as text. */
export function changesOf(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...fields].map((field) => ({
    field,
    before: auditText(before?.[field]),
    after: auditText(after?.[field]),
  }));
}

/** An optional id of the upstream's JSON as the schema's ID. */
export const idOrNull = (id: number | string | null | undefined) =>
  id === null || id === undefined ? null : String(id);

/** The audit filter as `GET /admin/audit` takes it: players are users there. */
export const auditQueryOf = (
  filter: AuditFilter | null | undefined,
  first?: number | null,
  before?: string | null,
): QueryParams => ({
  action: filter?.action ?? undefined,
  subjectType: filter?.subjectType?.toLowerCase(),
  subjectId: filter?.subjectId ?? undefined,
  tournamentId: filter?.tournamentId ?? undefined,
  userId: filter?.playerId ?? undefined,
  actorId: filter?.actorId ?? undefined,
  tournamentName: filter?.tournamentName?.trim() || undefined,
  playerName: filter?.playerName?.trim() || undefined,
  before: before ?? undefined,
  limit: first ?? undefined,
});

/**
 * The REST value upper-cased, as the field's own enum in the schema names it; a value the
 * schema does not know is the upstream's fault, answered as such rather than passed on.
 */
export function schemaEnumOf<T extends string>(info: GraphQLResolveInfo, value: string): T {
  // Unwrapped by shape, not with graphql's helpers: Apollo may run another copy of graphql,
  // whose types those helpers' instanceof checks do not recognise.
  let type: unknown = info.returnType;
  while (typeof type === 'object' && type !== null && 'ofType' in type) type = type.ofType;
  const name = value.toUpperCase();
  const known = (type as { getValue?: (name: string) => unknown }).getValue?.(name);
  if (!known) throw gatewayError('UPSTREAM_ERROR');
  return name as T;
}
