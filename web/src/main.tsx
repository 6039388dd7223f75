import { keepEarlyInput } from './app/early-input';
import { loadAppInPieces } from './app/load-app';
import type * as StartApp from './app/start-app';
import { SERVER_RENDERED } from './app/server-rendering';
import { nextTask } from './lib/next-task';
import { registerServiceWorkerWhenIdle } from './lib/offline/register-service-worker';
import './app/styles/theme.css';
import './app/styles/server-rendered.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

async function start(
  element: HTMLElement,
  load: () => Promise<typeof StartApp>,
  onTakingOver?: () => void,
) {
  const { startApp } = await load();
  // Running the app's code and starting React are each a task of their own: on a budget phone
  // the two at once hold the main thread for a third of a second (decision 026).
  await nextTask();
  await startApp(element, onTakingOver);
  registerServiceWorkerWhenIdle();
}

/** A visitor's page from the server (a stored login hides it: the app renders the player's). */
const showsServerPage =
  root.hasAttribute(SERVER_RENDERED.rootAttribute) &&
  !document.documentElement.hasAttribute(SERVER_RENDERED.sessionAttribute);

if (showsServerPage && document.readyState !== 'complete') {
  // The page is readable before any code runs: its code is asked for once the page and its
  // pictures have loaded and been painted, so on a slow network it does not share the bandwidth
  // with what the visitor came to see (decision 026). Taps and typing meanwhile are kept.
  const earlyInput = keepEarlyInput(root);
  const afterPaint = () =>
    requestAnimationFrame(
      () => void nextTask().then(() => start(root, loadAppInPieces, earlyInput.replay)),
    );
  window.addEventListener('load', afterPaint, { once: true });
} else {
  void start(root, () => import('./app/start-app'));
}
