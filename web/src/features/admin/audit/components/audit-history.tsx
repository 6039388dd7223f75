import { Link } from 'react-router';
import type { AuditEntryFieldsFragment } from '../../../../generated/admin';
import { ConsoleTime } from '../../../../lib/zoned-time';
import { adminPlayerPath, adminTournamentPath } from '../../../../lib/paths';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS, SUBJECT_PATHS } from '../utils/audit-labels';
import { sentenceOf } from '../utils/audit-sentence';
import { AuditLines } from './audit-lines';
import './audit.css';

/**
 * The record of organiser actions on one thing (a transaction, a match, a player's bans), or
 * all of them on the audit screen: each a sentence with names and the reason, who and when,
 * then what changed in words (folded when long). `withSubject` adds what each record is about,
 * linked by name, for a list of records about many things.
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
          <p className="audit-history__summary">{sentenceOf(entry)}</p>
          <p className="console-card__meta">
            {entry.actor.username} · <ConsoleTime iso={entry.createdAt} />
          </p>
          <AuditLines lines={entry.lines} />
        </li>
      ))}
    </ol>
  );
}

/** The action, and links to its subject and to the tournament and player it concerns, by name. */
function AuditSubjectLinks({ entry }: { entry: AuditEntryFieldsFragment }) {
  const subjectPath = SUBJECT_PATHS[entry.subjectType];
  const named = (type: AuditEntryFieldsFragment['subjectType'], id: string | null) =>
    id !== null && entry.subjectType === type && entry.subjectId === id;
  const tournamentLabel = entry.tournamentName ?? `Tournament #${entry.tournamentId}`;
  const playerLabel = entry.playerName ?? `Player #${entry.playerId}`;
  return (
    <div className="audit-history__about">
      <span className="console-badge">{AUDIT_ACTIONS[entry.action]}</span>
      {subjectPath &&
        !named('TOURNAMENT', entry.tournamentId) &&
        !named('PLAYER', entry.playerId) && (
          <Link className="console-link" to={subjectPath(entry.subjectId)}>
            {AUDIT_SUBJECTS[entry.subjectType]} #{entry.subjectId}
          </Link>
        )}
      {entry.tournamentId && (
        <Link className="console-link" to={adminTournamentPath(entry.tournamentId)}>
          {tournamentLabel}
        </Link>
      )}
      {entry.playerId && (
        <Link className="console-link" to={adminPlayerPath(entry.playerId)}>
          {playerLabel}
        </Link>
      )}
    </div>
  );
}
