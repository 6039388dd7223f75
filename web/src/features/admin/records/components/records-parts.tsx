import type { RecordsFiguresFieldsFragment, RecordsQuery } from '../../../../generated/admin';
import { FIGURE_LABELS, FIGURE_NAMES, RECORDS_TEXTS } from '../utils/records-texts';

type Report = RecordsQuery['admin']['records'];

/** A moment in India time, as the records count days. */
export const istMoment = (at: string) =>
  new Date(at).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** Whether the totals agree with the ledgers: in words, and each disagreement named. */
export function ChecksSummary({ report }: { report: Report }) {
  const wrong = report.checks.filter((check) => !check.agrees);
  return (
    <section className="records-section" aria-labelledby="records-checks">
      <h2 id="records-checks" className="records-section__title">
        {RECORDS_TEXTS.checks}
      </h2>
      {wrong.length === 0 ? (
        <p className="records-check records-check--ok" role="status">
          ✓ {RECORDS_TEXTS.allAgree}
        </p>
      ) : (
        <div role="alert">
          <p className="records-check records-check--bad">
            ✗ {RECORDS_TEXTS.disagree(wrong.length)}
          </p>
          <ul className="records-list">
            {wrong.map((check) => (
              <li key={check.name}>
                <strong>{check.name}:</strong>{' '}
                {RECORDS_TEXTS.checkLine(check.report.formatted, check.ledger.formatted)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** A span's money as label and amount pairs. */
export function FigureList({ figures }: { figures: RecordsFiguresFieldsFragment }) {
  return (
    <dl className="records-figures">
      {FIGURE_NAMES.map((name) => (
        <div key={name} className="records-figures__line">
          <dt>{FIGURE_LABELS[name]}</dt>
          <dd>{figures[name].formatted}</dd>
        </div>
      ))}
    </dl>
  );
}

const orNotSet = (value: string | null) => value ?? RECORDS_TEXTS.notSet;

/** The operator's rules as they are now. */
export function SettingsNow({ settings }: { settings: Report['settings'] }) {
  const officer = [
    settings.grievanceOfficerName,
    settings.grievanceOfficerEmail,
    settings.grievanceOfficerPhone,
  ].filter(Boolean);
  const lines: [string, string][] = [
    ['E-sport registration number', orNotSet(settings.esportRegistrationNumber)],
    ['Grievance officer', officer.length ? officer.join(', ') : RECORDS_TEXTS.notSet],
    [
      'Grievance time limits',
      `Acknowledge within ${settings.grievanceAckHours} hours, resolve within ${settings.grievanceResolveDays} days`,
    ],
    ['Escalation', orNotSet(settings.escalationName)],
    [
      'Tax on winnings',
      `${settings.taxRatePercent}% of one payout above ${settings.taxThreshold.formatted}`,
    ],
    ['Minimum age for paid entry', String(settings.paidEntryMinAge)],
  ];
  return (
    <section className="records-section" aria-labelledby="records-settings">
      <h2 id="records-settings" className="records-section__title">
        {RECORDS_TEXTS.settings}
      </h2>
      <dl className="records-figures">
        {lines.map(([label, value]) => (
          <div key={label} className="records-figures__line">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
