// First: DOMPurify reads what this fixes when it is created (see the file).
import './happy-dom-fixes';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { liveSocket } from './live-socket';
import { server } from './msw-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  toast.remove();
  server.resetHandlers();
  liveSocket.reset();
  window.localStorage.clear();
});

afterAll(() => server.close());
