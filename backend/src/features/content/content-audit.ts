import type { AuditAction, AuditFields } from '../../db/audit-actions';
import type { AuditRecord } from '../../change/record-audit';
import type { toBlogJson, toProductJson } from './content-json';

/** The audit records of blog and product writes: the organiser's fields, before and after. */

type BlogJson = ReturnType<typeof toBlogJson>;
type ProductJson = ReturnType<typeof toProductJson>;

const blogFields = ({ id: _id, createdDate: _date, ...fields }: BlogJson): AuditFields => fields;
const productFields = ({ id: _id, ...fields }: ProductJson): AuditFields => fields;

/** Only the fields whose values differ; undefined when none does. */
function changedOnly(before: AuditFields, after: AuditFields) {
  const changed = Object.keys(after).filter((field) => before[field] !== after[field]);
  if (!changed.length) return undefined;
  const pick = (fields: AuditFields) =>
    Object.fromEntries(changed.map((field) => [field, fields[field] ?? null]));
  return { before: pick(before), after: pick(after), changed };
}

type Change<T> = { before: T | null; after: T | null };

function contentAudit<T extends { id: number }>(
  kind: { noun: string; name: (item: T) => string; fields: (item: T) => AuditFields },
  actions: { created: AuditAction; updated: AuditAction; deleted: AuditAction },
  { before, after }: Change<T>,
  actorId: number,
): AuditRecord | undefined {
  const item = after ?? before;
  if (!item) return undefined;
  const subject = { actorId, subjectId: item.id };
  if (!before) {
    return {
      ...subject,
      action: actions.created,
      summary: `Published ${kind.noun} ${kind.name(item)}`,
      before: null,
      after: kind.fields(item),
    };
  }
  if (!after) {
    return {
      ...subject,
      action: actions.deleted,
      summary: `Deleted ${kind.noun} ${kind.name(item)}`,
      before: kind.fields(item),
      after: null,
    };
  }
  const diff = changedOnly(kind.fields(before), kind.fields(after));
  if (!diff) return undefined;
  return {
    ...subject,
    action: actions.updated,
    summary: `Edited ${kind.noun} ${kind.name(after)}: ${diff.changed.join(', ')}`,
    before: diff.before,
    after: diff.after,
  };
}

/** A blog created (before null), edited, or deleted (after null); undefined if unchanged. */
export const blogAudit = (change: Change<BlogJson>, actorId: number) =>
  contentAudit(
    { noun: 'blog', name: (blog) => `"${blog.title}"`, fields: blogFields },
    { created: 'BLOG_CREATED', updated: 'BLOG_UPDATED', deleted: 'BLOG_DELETED' },
    change,
    actorId,
  );

export const productAudit = (change: Change<ProductJson>, actorId: number) =>
  contentAudit(
    { noun: 'product', name: (product) => `"${product.name}"`, fields: productFields },
    { created: 'PRODUCT_CREATED', updated: 'PRODUCT_UPDATED', deleted: 'PRODUCT_DELETED' },
    change,
    actorId,
  );
