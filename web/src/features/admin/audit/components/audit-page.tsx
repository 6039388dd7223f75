import { useSearchParams } from 'react-router';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { thrownServerMessage } from '../../../../components/form/payload-errors';
import { useAuditLog } from '../api/use-audit-log';
import { filterOf } from '../utils/audit-filter';
import { AuditFilters } from './audit-filters';
import { AuditHistory } from './audit-history';

/** /admin/audit: every organiser action, newest first, filtered, 50 at a time. */
export function AuditPage() {
  useDocumentTitle('Audit');
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const { page, error, loadingOlder, older } = useAuditLog(filter);

  /** Sets the filters named (an empty value removes one), all in one change of the address. */
  const changeParams = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(change)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
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
