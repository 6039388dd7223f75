import type { AuditEntryFieldsFragment } from '../../../../generated/admin';

/**
 * A record as one sentence: what was done, with names, then why ("Corrected results of match 2
 * of Night Cup · reason: wrong screenshot"). A summary that already gives the reason keeps it once.
 */
export function sentenceOf(entry: Pick<AuditEntryFieldsFragment, 'summary' | 'reason'>): string {
  const reason = entry.reason?.trim();
  if (!reason || entry.summary.includes(reason)) return entry.summary;
  return `${entry.summary} · reason: ${reason}`;
}
