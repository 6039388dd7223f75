// First: DOMPurify reads what this fixes when it is created (see the file).
import './happy-dom-fixes';
import '@testing-library/jest-dom/vitest';
import { loadDevMessages, loadErrorMessages } from '@apollo/client/dev';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { checkConsole, installConsoleGuard } from './console-guard';
import { liveSocket } from './live-socket';
import { server } from './msw-server';

// What a user waits for (findBy…, waitFor) may take more than Testing Library's one second when
// the whole suite shares two cores with the browser tests; a check that passes still returns as
// soon as it does.
configure({ asyncUtilTimeout: 5_000 });

// Apollo's warnings in words, not as a link with a message number: a test fails on them.
loadDevMessages();
loadErrorMessages();

// A request no handler answers is logged by MSW as a console.error, which fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
installConsoleGuard();

afterEach(() => {
  cleanup();
  toast.remove();
  server.resetHandlers();
  liveSocket.reset();
  window.localStorage.clear();
  // Last: unmounting is where React reports some of its warnings.
  checkConsole();
});

afterAll(() => {
  server.close();
  // What a file's last moments log (after its last test) fails the file.
  checkConsole();
});
