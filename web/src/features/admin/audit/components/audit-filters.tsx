import { useEffect, useId, useState } from 'react';
import { SEARCH_PAUSE_MS, useDebouncedValue } from '../../../../lib/use-debounced-value';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '../utils/audit-labels';
import { NAME_SEARCH_MAX, type NameParam } from '../utils/audit-filter';

/** What the audit is narrowed to: an action, what it was about, a tournament's or player's name. */
export function AuditFilters({
  params,
  setParams,
}: {
  params: URLSearchParams;
  setParams: (change: Record<string, string>) => void;
}) {
  const id = useId();
  const [names, setNames] = useState<Record<NameParam, string>>({
    tournamentName: params.get('tournamentName') ?? '',
    playerName: params.get('playerName') ?? '',
  });
  // Both names settle together, so one change of the address carries both.
  const settled = useDebouncedValue(names, SEARCH_PAUSE_MS);
  useEffect(() => {
    const { tournamentName, playerName } = settled;
    if (
      tournamentName !== (params.get('tournamentName') ?? '') ||
      playerName !== (params.get('playerName') ?? '')
    ) {
      setParams({ tournamentName, playerName });
    }
    // Only a settled change of the text moves the address, not a change of the address itself.
  }, [settled]);

  const nameField = (name: NameParam, label: string) => (
    <div className="form-field">
      <label htmlFor={`${id}-${name}`} className="form-field__label">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className="text-input"
        type="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={NAME_SEARCH_MAX}
        value={names[name]}
        onChange={(event) => setNames((all) => ({ ...all, [name]: event.target.value }))}
      />
    </div>
  );

  return (
    <div className="audit-filters" role="search" aria-label="Filter the audit">
      <div className="form-field audit-filters__wide">
        <label htmlFor={`${id}-action`} className="form-field__label">
          Action
        </label>
        <select
          id={`${id}-action`}
          className="text-input"
          value={params.get('action') ?? ''}
          onChange={(event) => setParams({ action: event.target.value })}
        >
          <option value="">Any action</option>
          {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field audit-filters__wide">
        <label htmlFor={`${id}-subject`} className="form-field__label">
          About
        </label>
        <select
          id={`${id}-subject`}
          className="text-input"
          value={params.get('subjectType') ?? ''}
          onChange={(event) => setParams({ subjectType: event.target.value })}
        >
          <option value="">Anything</option>
          {Object.entries(AUDIT_SUBJECTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {nameField('tournamentName', 'Tournament name')}
      {nameField('playerName', 'Player name')}
    </div>
  );
}
