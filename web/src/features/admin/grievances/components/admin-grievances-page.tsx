import { useId, useState } from 'react';
import { Link } from 'react-router';
import { thrownServerMessage } from '../../../../components/form/payload-errors';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { adminGrievancePath } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { ConsoleTime } from '../../../../lib/zoned-time';
import { type GrievanceStatus, useGrievanceQueue } from '../api/use-admin-grievances';
import { ADMIN_GRIEVANCE_TEXTS as TEXTS } from '../utils/admin-grievance-texts';
import { GrievancesExport } from './grievances-export';
import './admin-grievances.css';

const STATUSES: [GrievanceStatus, string][] = [
  ['OPEN', 'Waiting for acknowledgement'],
  ['ACKNOWLEDGED', 'Acknowledged'],
  ['RESOLVED', 'Resolved'],
  ['CLOSED_UNRESOLVED', 'Closed unresolved'],
];

function Queue({ status, overdue }: { status: GrievanceStatus | null; overdue: boolean }) {
  const { grievances, loading, error } = useGrievanceQueue({ status, overdue });
  if (!grievances && loading) return <Loader label={TEXTS.loading} />;
  if (!grievances)
    return (
      <StatusMessage tone="error">{thrownServerMessage(error) ?? TEXTS.loadFailed}</StatusMessage>
    );
  if (!grievances.length) return <StatusMessage>{TEXTS.none}</StatusMessage>;
  return (
    <ul className="console-cards grievance-queue">
      {grievances.map((grievance) => (
        <li key={grievance.id} className="console-card">
          <Link className="console-link" to={adminGrievancePath(grievance.id)}>
            {grievance.number}
          </Link>{' '}
          {grievance.overdue && <span className="grievance-badge">{TEXTS.overdue}</span>}
          <p>{grievance.subject}</p>
          <p className="console-card__meta">
            {grievance.statusLabel} · {grievance.categoryLabel} · {grievance.filerName} ·{' '}
            {TEXTS.replyCount(grievance.replyCount)}
          </p>
          <p className="console-card__meta">
            {grievance.status === 'OPEN' ? TEXTS.acknowledgeBy : TEXTS.resolveBy}{' '}
            <ConsoleTime
              iso={grievance.status === 'OPEN' ? grievance.acknowledgeBy : grievance.resolveBy}
            />
          </p>
        </li>
      ))}
    </ul>
  );
}

/** /admin/grievances: the complaints queue, soonest due first, with its CSV export. */
export function AdminGrievancesPage() {
  useDocumentTitle(TEXTS.title);
  const statusId = useId();
  const [status, setStatus] = useState<GrievanceStatus | null>(null);
  const [overdue, setOverdue] = useState(false);
  return (
    <>
      <h1 className="console-title">{TEXTS.title}</h1>
      <div className="grievance-filters">
        <div className="form-field">
          <label htmlFor={statusId} className="form-field__label">
            {TEXTS.status}
          </label>
          <select
            id={statusId}
            className="text-input"
            value={status ?? ''}
            onChange={(event) => setStatus((event.target.value || null) as GrievanceStatus | null)}
          >
            <option value="">{TEXTS.allOpen}</option>
            {STATUSES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <label className="grievance-filters__check">
          <input
            type="checkbox"
            checked={overdue}
            onChange={(event) => setOverdue(event.target.checked)}
          />{' '}
          {TEXTS.onlyOverdue}
        </label>
      </div>
      <Queue status={status} overdue={overdue} />
      <GrievancesExport />
    </>
  );
}
