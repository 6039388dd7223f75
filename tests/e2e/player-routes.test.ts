import { beforeAll, describe, test } from 'vitest';
import { loginAsDemoPlayer } from '../support/backend-api';
import type { Session } from './browser-fixture';
import { useRouteChecks } from './route-check-runner';
import { PLAYER_ROUTE_CHECKS } from './route-checks';

/**
 * The screens a logged-in player sees otherwise than a visitor, checked as routes.test.ts checks
 * a visitor's (content, errors, the Content-Security-Policy, axe-core), in a file of their own so
 * both run at once.
 */
const { product, checkRoute } = useRouteChecks();
let player: Session;

beforeAll(async () => {
  player = await loginAsDemoPlayer(product.backendUrl);
});

describe.concurrent("a player's screens on a phone and a desktop", () => {
  test.for(PLAYER_ROUTE_CHECKS)('$name shows its content', (route, context) =>
    checkRoute(route, context, player),
  );
});
