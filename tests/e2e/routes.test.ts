import { describe, test } from 'vitest';
import { allowPageErrors } from '../support/page-errors';
import { injectInlineScript } from './browser-fixture';
import { useRouteChecks } from './route-check-runner';
import { ROUTE_CHECKS } from './route-checks';

/**
 * Every route of SPEC §2 opens with its content for a visitor, on a phone and a desktop,
 * without errors, with nothing blocked by the Content-Security-Policy (the fixture reports each
 * violation) and with nothing critical or serious that axe-core finds (WCAG 2.2 AA and best
 * practices, decision 032). A player's screens are player-routes.test.ts's.
 */
const { open, checkRoute } = useRouteChecks();

test("the fixture's errors hold what the Content-Security-Policy blocks", async ({ expect }) => {
  // An empty error list on the screens below therefore means nothing was blocked.
  const { page, errors } = await open('/about-us');
  // What this test injects is blocked and reported, by the fixture and by Chromium itself.
  allowPageErrors(errors, /^console error: Content-Security-Policy violation: script-src-elem /);
  allowPageErrors(errors, /^console error: \w+ inline script .*Content Security Policy/);
  expect(await injectInlineScript(page)).toBe(false);
  await expect
    .poll(() => errors)
    .toContainEqual(
      expect.stringMatching(/Content-Security-Policy violation: script-src-elem blocked inline/),
    );
});

// Each route has a context of its own: a few run at once, waiting on the product together.
describe.concurrent('on a phone and a desktop', () => {
  test.for(ROUTE_CHECKS)('$name shows its content', (route, context) => checkRoute(route, context));
});
