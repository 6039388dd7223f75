import { useEffect, useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { onSessionExpired } from '../lib/session';
import { appRoutes } from './routes/route-table';

/** The browser's router over the route table (created once, when the app mounts). */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  // A token refused anywhere sends the player to /login (the session is already cleared).
  useEffect(() => onSessionExpired(() => void router.navigate('/login')), [router]);
  return <RouterProvider router={router} />;
}
