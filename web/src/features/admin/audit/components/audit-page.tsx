import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { type AuditFilter, useAuditLogQuery } from '../../../../generated/admin';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { thrownServerMessage } from '../../../entries/utils/server-message';
import {
  AUDIT_ACTIONS,
  AUDIT_SUBJECTS,
  isAuditAction,
  isAuditSubject,
} from '../utils/audit-labels';
import { AuditHistory } from './audit-history';

/** Typing pauses this long before the gateway is asked (one request per pause). */
const ID_DELAY_MS = 300;

const ID_PARAMS = ['tournamentId', 'playerId'] as const;
type IdParam = (typeof ID_PARAMS)[number];

/** The filters as the address holds them (so a filtered view can be shared or gone back to). */
function filterOf(params: URLSearchParams): AuditFilter | null {
  const filter: AuditFilter = {};
  const action = params.get('action');
  const subjectType = params.get('subjectType');
  if (isAuditAction(action)) filter.action = action;
  if (isAuditSubject(subjectType)) filter.subjectType = subjectType;
  for (const name of ID_PARAMS) {
    const id = params.get(name);
    if (id && /^\d+$/.test(id)) filter[name] = id;
  }
  return Object.keys(filter).length > 0 ? filter : null;
}

/** /admin/audit: every organiser action, newest first, filtered, 50 at a time. */
export function AuditPage() {
  useDocumentTitle('Audit');
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const { data, error, fetchMore } = useAuditLogQuery({
    variables: { filter, before: null },
    fetchPolicy: 'cache-and-network',
  });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const page = data?.admin.audit;

  /** Sets the filters named (an empty value removes one), all in one change of the address. */
  const changeParams = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(change)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };

  const older = async () => {
    if (!page?.nextCursor) return;
    setLoadingOlder(true);
    try {
      await fetchMore({
        variables: { before: page.nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          admin: {
            ...fetchMoreResult.admin,
            audit: {
              ...fetchMoreResult.admin.audit,
              entries: [...previous.admin.audit.entries, ...fetchMoreResult.admin.audit.entries],
            },
          },
        }),
      });
    } finally {
      setLoadingOlder(false);
    }
  };

  let list;
  if (!page && error) {
    list = (
      <StatusMessage tone="error">
        {thrownServerMessage(error) ?? 'Could not load the audit'}
      </StatusMessage>
    );
  } else if (!page) {
    list = <Loader label="Loading the audit..." />;
  } else {
    list = (
      <>
        <AuditHistory
          entries={page.entries}
          withSubject
          emptyText={filter ? 'No records match these filters.' : 'Nothing recorded yet.'}
        />
        {page.nextCursor && (
          <button
            type="button"
            className="button audit-older"
            disabled={loadingOlder}
            aria-busy={loadingOlder}
            onClick={() => void older().catch(() => undefined)}
          >
            Older
          </button>
        )}
      </>
    );
  }

  return (
    <>
      <h1 className="console-title">Audit</h1>
      <AuditFilters params={params} setParams={changeParams} />
      {list}
    </>
  );
}

function AuditFilters({
  params,
  setParams,
}: {
  params: URLSearchParams;
  setParams: (change: Record<string, string>) => void;
}) {
  const id = useId();
  const [ids, setIds] = useState<Record<IdParam, string>>({
    tournamentId: params.get('tournamentId') ?? '',
    playerId: params.get('playerId') ?? '',
  });
  // Both ids settle together, so one change of the address carries both.
  const settled = useDebouncedValue(`${ids.tournamentId}/${ids.playerId}`, ID_DELAY_MS);
  useEffect(() => {
    const [tournamentId = '', playerId = ''] = settled.split('/');
    if (
      tournamentId !== (params.get('tournamentId') ?? '') ||
      playerId !== (params.get('playerId') ?? '')
    ) {
      setParams({ tournamentId, playerId });
    }
    // Only a settled change of the text moves the address, not a change of the address itself.
  }, [settled]);

  const idField = (name: IdParam, label: string) => (
    <div className="form-field">
      <label htmlFor={`${id}-${name}`} className="form-field__label">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className="text-input"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        value={ids[name]}
        onChange={(event) =>
          setIds((all) => ({ ...all, [name]: event.target.value.replace(/\D/g, '') }))
        }
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
      {idField('tournamentId', 'Tournament id')}
      {idField('playerId', 'Player id')}
    </div>
  );
}
