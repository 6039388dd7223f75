import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_API_ROUTES } from '../../../scripts/cluster/nginx';
import { type TestGateway, startGateway } from '../support/gateway-server';

/**
 * nginx in front of several copies (scripts/cluster, decision 055) sends /api to the backends
 * except the paths the gateway serves itself: its list must be the gateway's own /api routes.
 */
describe("the gateway's own /api routes", () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    // Nothing is called: the routes are only listed.
    gateway = await startGateway('http://127.0.0.1:9');
  });
  afterAll(() => gateway.close());

  it('are the ones nginx sends to the gateways', () => {
    // One line per route with commonPrefix off: `├── api/wallet/statement (GET, HEAD)`.
    const tree = gateway.app.printRoutes({ commonPrefix: false });
    const served = [...tree.matchAll(/\/?(api\/\S+) \(([^)]+)\)/g)].flatMap(([, route, methods]) =>
      methods!
        .split(', ')
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} /${route}`),
    );
    expect(served.sort()).toEqual([...GATEWAY_API_ROUTES].sort());
  });
});
