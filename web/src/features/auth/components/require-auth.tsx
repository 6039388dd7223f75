import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useSession } from '../../../lib/session';

/**
 * The guard of every protected route (SPEC §6): without a stored token the player is sent to
 * /login, replacing the history entry so Back does not bounce into the guard again. Wraps
 * `children`, or the nested routes when used as a layout route.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { loggedIn } = useSession();
  if (!loggedIn) return <Navigate to={PATHS.login} replace />;
  return children ?? <Outlet />;
}
