import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLoadingFlag } from '../../lib/loading-flag';
import { TEST_API_URL } from '../../test/msw-server';
import { AppProvider } from '../provider';
import { AppLayout } from './app-layout';

function BusyPage() {
  const { setLoading } = useLoadingFlag();
  return (
    <button type="button" onClick={() => setLoading(true)}>
      Start work
    </button>
  );
}

describe('AppLayout', () => {
  it('replaces the routes with a loading indicator while the app-wide flag is set', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([
      { element: <AppLayout />, children: [{ index: true, element: <BusyPage /> }] },
    ]);
    render(
      <AppProvider apiUrl={TEST_API_URL}>
        <RouterProvider router={router} />
      </AppProvider>,
    );

    await user.click(await screen.findByRole('button', { name: 'Start work' }));

    expect(screen.queryByRole('button', { name: 'Start work' })).toBeNull();
    expect(screen.getByRole('main')).toHaveTextContent('Loading...');
    // The frame stays: header and footer around the indicator.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
