import { useEffect } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { onSessionExpired } from '../lib/session';
import { appRoutes } from './routes/route-table';

export type AppBrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router over the route table, made once before React starts: it matches the
 * whole table once, and start-up reads the first page from its state rather than matching again.
 */
export const createAppRouter = (): AppBrowserRouter => createBrowserRouter(appRoutes);

export function AppRouter({ router }: { router: AppBrowserRouter }) {
  // A token refused anywhere sends the player to /login (the session is already cleared).
  useEffect(() => onSessionExpired(() => void router.navigate('/login')), [router]);
  return <RouterProvider router={router} />;
}
