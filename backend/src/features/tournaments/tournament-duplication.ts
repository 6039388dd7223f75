import type { TournamentRow } from '../../db/schema';
import type { Trx } from '../../db/db';
import { invalid } from '../../errors';
import type { AuditRecord } from '../../change/record-audit';
import { formatMoment } from '../../change/audit-text';
import { creationAudit } from './tournament-audit';
import { createTournamentsRepository } from './tournaments-repository';

/**
 * A tournament created from another's form (the console's Duplicate: nightly scrims are the same
 * form every evening). The copy is made by the form, so the create rules stay one; the platform
 * only checks that the original exists and says in the audit which one was copied.
 */

export const NO_ORIGINAL = 'There is no tournament with this id to copy';

export async function findOriginal(trx: Trx, id: number | undefined) {
  if (id === undefined) return undefined;
  const original = await createTournamentsRepository(trx).findById(id, trx);
  if (!original) throw invalid(NO_ORIGINAL, 'duplicateOf');
  return original;
}

/** TOURNAMENT_DUPLICATED: the creation's record, naming both tournaments. */
export function duplicationAudit(
  row: TournamentRow,
  original: TournamentRow,
  actorId: number,
): AuditRecord {
  const created = creationAudit(row, actorId);
  return {
    ...created,
    action: 'TOURNAMENT_DUPLICATED',
    summary:
      `Duplicated ${original.tourn_name} (#${original.tourn_id}) as ${row.tourn_name} ` +
      `(#${row.tourn_id}), starting ${formatMoment(row.tourn_start)}`,
    after: { ...created.after, duplicateOf: original.tourn_id },
  };
}
