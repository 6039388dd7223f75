import { Link, useParams } from 'react-router';
import { type GrievanceStatus, isGrievanceFinished } from '#common/grievances';
import { thrownServerMessage } from '../../../../components/form/payload-errors';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { PATHS } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { ConsoleTime } from '../../../../lib/zoned-time';
import { type AdminGrievanceCase, useGrievanceCase } from '../api/use-admin-grievances';
import { ADMIN_GRIEVANCE_TEXTS as TEXTS } from '../utils/admin-grievance-texts';
import { GrievanceSteps } from './grievance-steps';
import './admin-grievances.css';

function Times({ grievance }: { grievance: AdminGrievanceCase }) {
  const rows: [string, string | null | undefined, string | null | undefined][] = [
    [TEXTS.acknowledgeBy, grievance.acknowledgeBy, null],
    [TEXTS.resolveBy, grievance.resolveBy, null],
    [TEXTS.acknowledged, grievance.acknowledgedAt, grievance.acknowledgedBy],
    [TEXTS.resolved, grievance.resolvedAt, grievance.resolvedBy],
  ];
  return (
    <dl className="grievance-case__times">
      {rows
        .filter(([, at]) => at)
        .map(([label, at, by]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <ConsoleTime iso={at as string} />
              {by ? ` · ${by}` : ''}
            </dd>
          </div>
        ))}
    </dl>
  );
}

function Case({ grievance }: { grievance: AdminGrievanceCase }) {
  const contacts = [grievance.filerEmail, grievance.filerPhone].filter(Boolean).join(' · ');
  return (
    <div className="grievance-case">
      <p>
        <strong>{grievance.statusLabel}</strong>{' '}
        {grievance.overdue && <span className="grievance-badge">{TEXTS.overdue}</span>}
      </p>
      <h2>{grievance.subject}</h2>
      <p className="console-card__meta">
        {grievance.categoryLabel}
        {grievance.tournamentName ? ` · ${grievance.tournamentName}` : ''} · {TEXTS.filer}:{' '}
        {grievance.filerName}
        {grievance.fromAccount ? ` (${TEXTS.fromAccount})` : ''} · {contacts} ·{' '}
        <ConsoleTime iso={grievance.filedAt} />
      </p>
      <p className="grievance-case__text">{grievance.description}</p>
      {grievance.disputeId && <p>{TEXTS.dispute}</p>}
      <Times grievance={grievance} />
      <h2>{TEXTS.replies}</h2>
      {grievance.replies.length ? (
        <ul className="console-cards">
          {grievance.replies.map((reply, index) => (
            <li key={index} className="console-card grievance-case__reply">
              <strong>{reply.fromFiler ? TEXTS.fromFiler : (reply.author ?? '')}</strong>,{' '}
              <ConsoleTime iso={reply.at} />
              <p>{reply.body}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p>{TEXTS.noReplies}</p>
      )}
      {grievance.resolution && (
        <>
          <h2>{TEXTS.resolution}</h2>
          <p className="grievance-case__text">{grievance.resolution}</p>
        </>
      )}
      {grievance.escalation && <p>{grievance.escalation.line}</p>}
      {!isGrievanceFinished(grievance.status.toLowerCase() as GrievanceStatus) && (
        <GrievanceSteps grievance={grievance} />
      )}
    </div>
  );
}

/** /admin/grievances/:grievanceId: one complaint, its answers and the officer's steps. */
export function AdminGrievancePage() {
  const { grievanceId = '' } = useParams();
  const { grievance, loading, error } = useGrievanceCase(grievanceId);
  useDocumentTitle(grievance?.number ?? TEXTS.title);
  let body;
  if (grievance) body = <Case grievance={grievance} />;
  else if (loading) body = <Loader label={TEXTS.caseLoading} />;
  else if (grievance === null) body = <StatusMessage>{TEXTS.caseMissing}</StatusMessage>;
  else
    body = (
      <StatusMessage tone="error">{thrownServerMessage(error) ?? TEXTS.caseFailed}</StatusMessage>
    );
  return (
    <>
      <h1 className="console-title">{grievance?.number ?? TEXTS.title}</h1>
      <Link className="console-link" to={PATHS.adminGrievances}>
        {TEXTS.back}
      </Link>
      {body}
    </>
  );
}
