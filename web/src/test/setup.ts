// First: DOMPurify reads what this fixes when it is created (see the file).
import './happy-dom-fixes';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { liveSocket } from './live-socket';
import { server } from './msw-server';

// What a user waits for (findBy…, waitFor) may take more than Testing Library's one second when
// the whole suite shares two cores with the browser tests; a check that passes still returns as
// soon as it does.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  toast.remove();
  server.resetHandlers();
  liveSocket.reset();
  window.localStorage.clear();
});

afterAll(() => server.close());
