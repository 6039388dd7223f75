import { Navigate, Outlet } from 'react-router';
import { PATHS } from '../../../../lib/paths';
import { useSession } from '../../../../lib/session';

/**
 * The console's guard: a visitor goes to /login, a player to the home page. It only decides
 * what the app shows; the gateway refuses every organiser operation to both.
 */
export function RequireOrganiser() {
  const { loggedIn, isOrganiser } = useSession();
  if (!loggedIn) return <Navigate to={PATHS.login} replace />;
  if (!isOrganiser) return <Navigate to={PATHS.home} replace />;
  return <Outlet />;
}
