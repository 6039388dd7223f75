import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useViewerProfileQuery } from '../../../generated/profile';
import { PATHS } from '../../../lib/paths';

/**
 * The viewer's profile for the profile screens. SPEC §2: a failed profile call (or a token the
 * gateway no longer knows, answered as no viewer) sends the player to /login. A later refresh
 * that fails (the live socket coming back asks every screen again) keeps the profile shown: a
 * refused token ends the session through the client's session link anyway.
 */
export function useViewerProfile() {
  const navigate = useNavigate();
  const query = useViewerProfileQuery();
  const shown = query.error ? query.previousData?.viewer : query.data?.viewer;
  const failed = !query.loading && !shown;
  useEffect(() => {
    if (query.error) console.warn('Profile could not be loaded:', query.error.message);
    if (failed) void navigate(PATHS.login, { replace: true });
  }, [failed, query.error, navigate]);
  return { viewer: shown ?? null, refetch: query.refetch };
}
