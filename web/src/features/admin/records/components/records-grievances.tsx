import type { RecordsQuery } from '../../../../generated/admin';
import { RECORDS_TEXTS } from '../utils/records-texts';
import { istMoment } from './records-parts';

type Report = RecordsQuery['admin']['records'];

/** The days' grievances: how many in each state, then each with its times and lateness. */
export function RecordsGrievances({ report }: { report: Report }) {
  const counts = report.grievanceCounts;
  const summary: [string, number][] = [
    ['Filed', counts.total],
    ['Waiting for acknowledgement', counts.open],
    ['Being looked into', counts.acknowledged],
    ['Resolved', counts.resolved],
    ['Closed without a resolution', counts.closedUnresolved],
    ['Acknowledged or resolved late', counts.late],
  ];
  return (
    <section className="records-section" aria-labelledby="records-grievances">
      <h2 id="records-grievances" className="records-section__title">
        {RECORDS_TEXTS.grievances}
      </h2>
      <dl className="records-figures">
        {summary.map(([label, count]) => (
          <div key={label} className="records-figures__line">
            <dt>{label}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
      {report.grievances.length === 0 ? (
        <p>{RECORDS_TEXTS.noGrievances}</p>
      ) : (
        <ul className="records-list">
          {report.grievances.map((grievance) => (
            <li key={grievance.number}>
              <strong>{grievance.number}</strong> · {grievance.category} · {grievance.status} ·
              filed {istMoment(grievance.filedAt)}
              {grievance.tournamentName ? ` · ${grievance.tournamentName}` : ''}
              {(grievance.acknowledgedLate || grievance.resolvedLate) && (
                <span className="records-check--bad">
                  {' '}
                  · {RECORDS_TEXTS.late}:{' '}
                  {[
                    grievance.acknowledgedLate && 'acknowledged late',
                    grievance.resolvedLate && 'resolved late',
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
