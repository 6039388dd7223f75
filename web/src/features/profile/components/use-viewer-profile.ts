import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useViewerProfileQuery } from '../../../generated/graphql';
import { PATHS } from '../../../lib/paths';

/**
 * The viewer's profile for the profile screens. SPEC §2: a failed profile call (or a token the
 * gateway no longer knows, answered as no viewer) sends the player to /login.
 */
export function useViewerProfile() {
  const navigate = useNavigate();
  const query = useViewerProfileQuery();
  const failed = Boolean(query.error) || (!query.loading && !query.data?.viewer);
  useEffect(() => {
    if (query.error) console.warn('Profile could not be loaded:', query.error.message);
    if (failed) void navigate(PATHS.login, { replace: true });
  }, [failed, query.error, navigate]);
  return { viewer: query.data?.viewer ?? null, refetch: query.refetch };
}
