import { Link } from 'react-router';
import type { AuditEntryFieldsFragment } from '../../../../generated/admin';
import { formatDateTime } from '../../../../lib/format-date';
import { adminPlayerPath, adminTournamentPath } from '../../../../lib/paths';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS, SUBJECT_PATHS } from '../utils/audit-labels';
import './audit.css';

/**
 * The record of organiser actions on one thing (a transaction, a match, a player's bans), or
 * all of them on the audit screen: who, when, what, the reason, and each field before → after.
 * `withSubject` adds what each record is about, linked, for a list of records about many things.
 */
export function AuditHistory({
  entries,
  emptyText = 'Nothing recorded yet.',
  withSubject = false,
}: {
  entries: readonly AuditEntryFieldsFragment[];
  emptyText?: string;
  withSubject?: boolean;
}) {
  if (!entries.length) return <p className="console-card__meta">{emptyText}</p>;
  return (
    <ol className="console-list audit-history">
      {entries.map((entry) => (
        <li key={entry.id} className="console-card">
          {withSubject && <AuditSubjectLinks entry={entry} />}
          <p className="audit-history__summary">{entry.summary}</p>
          <p className="console-card__meta">
            {entry.actor.username} ·{' '}
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </p>
          {entry.reason && <p className="audit-history__reason">Reason: {entry.reason}</p>}
          {entry.changes.length > 0 && (
            <dl className="console-facts audit-history__changes">
              {entry.changes.map((change) => (
                <div key={change.field} className="audit-history__change">
                  <dt>{change.field}</dt>
                  <dd>
                    {change.before ?? '—'} → {change.after ?? '—'}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The action, and links to its subject and to the tournament and player it concerns. */
function AuditSubjectLinks({ entry }: { entry: AuditEntryFieldsFragment }) {
  const subjectLabel = `${AUDIT_SUBJECTS[entry.subjectType]} #${entry.subjectId}`;
  const concerns = (type: AuditEntryFieldsFragment['subjectType'], id: string | null) =>
    id !== null && !(entry.subjectType === type && entry.subjectId === id);
  return (
    <div className="audit-history__about">
      <span className="console-badge">{AUDIT_ACTIONS[entry.action]}</span>
      <Link className="console-link" to={SUBJECT_PATHS[entry.subjectType](entry.subjectId)}>
        {subjectLabel}
      </Link>
      {concerns('TOURNAMENT', entry.tournamentId) && entry.tournamentId && (
        <Link className="console-link" to={adminTournamentPath(entry.tournamentId)}>
          Tournament #{entry.tournamentId}
        </Link>
      )}
      {concerns('PLAYER', entry.playerId) && entry.playerId && (
        <Link className="console-link" to={adminPlayerPath(entry.playerId)}>
          Player #{entry.playerId}
        </Link>
      )}
    </div>
  );
}
