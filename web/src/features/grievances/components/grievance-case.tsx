import { formatDateTime } from '../../../lib/format-date';
import type { FilerGrievance } from '../api/use-grievances';
import { GRIEVANCE_PAGE_TEXTS as TEXTS } from '../utils/grievance-texts';

function Times({ grievance }: { grievance: FilerGrievance }) {
  const rows: [string, string | null | undefined][] = [
    [TEXTS.filed, grievance.filedAt],
    [TEXTS.acknowledgeByLabel, grievance.acknowledgeBy],
    [TEXTS.resolveByLabel, grievance.resolveBy],
    [TEXTS.acknowledged, grievance.acknowledgedAt],
    [TEXTS.resolved, grievance.resolvedAt],
  ];
  return (
    <dl className="grievance-card__times">
      {rows
        .filter(([, at]) => at)
        .map(([label, at]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatDateTime(at as string)}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * One complaint as its filer reads it: the status in words, the times promised ("Overdue" when
 * one has passed), the answers, the resolution and, when due, the line to escalate.
 */
export function GrievanceCase({ grievance }: { grievance: FilerGrievance }) {
  return (
    <article className="grievance-card" aria-label={grievance.number}>
      <h2>{grievance.number}</h2>
      <p className="grievance-card__lead">
        {grievance.statusLabel}{' '}
        {grievance.overdue && <span className="grievance-overdue">{TEXTS.overdue}</span>}
      </p>
      <p>
        {grievance.categoryLabel}: {grievance.subject}
      </p>
      <Times grievance={grievance} />
      <h3>{TEXTS.replies}</h3>
      {grievance.replies.length ? (
        <ul className="grievance-replies">
          {grievance.replies.map((reply, index) => (
            <li key={index}>
              <strong>{reply.fromFiler ? TEXTS.fromYou : TEXTS.fromOfficer}</strong>,{' '}
              {formatDateTime(reply.at)}
              <p>{reply.body}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p>{TEXTS.noReplies}</p>
      )}
      {grievance.resolution && (
        <>
          <h3>{TEXTS.resolution}</h3>
          <p>{grievance.resolution}</p>
        </>
      )}
      {grievance.escalation && <p className="grievance-card__lead">{grievance.escalation.line}</p>}
    </article>
  );
}
