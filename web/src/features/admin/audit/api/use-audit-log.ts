import { useState } from 'react';
import { type AuditFilter, useAuditLogQuery } from '../../../../generated/admin';

/** The audit, newest first, 50 at a time: `older` appends the next 50 to what is shown. */
export function useAuditLog(filter: AuditFilter | null) {
  const { data, error, fetchMore } = useAuditLogQuery({
    variables: { filter, before: null },
    fetchPolicy: 'cache-and-network',
  });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const page = data?.admin.audit;

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

  return { page, error, loadingOlder, older };
}
