import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../backend/src/config';
import { loadGatewayConfig } from '../../gateway/src/config';
import { REPO_ROOT } from '../support/product';

/**
 * The deploy recipe (Dockerfile, deploy/compose.yaml, deploy/nginx.conf) cannot be built or run
 * here: no image registry answers. What can be checked without one is checked: every copy's
 * environment passes its program's own configuration checks in production, the copies reach
 * PostgreSQL through PgBouncer and Redis, the proxy's upstreams are the compose file's copies,
 * and the image copies what the build makes and runs it as an unprivileged user.
 */

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

interface Service {
  command?: string[];
  environment?: Record<string, string>;
  build?: unknown;
  image?: string;
}

const composeText = read('deploy/compose.yaml');

const compose = parse(composeText, { merge: true }) as {
  services: Record<string, Service>;
};

/** What the compose file cannot start without: `${NAME:?…}`. */
const required = new Set([...composeText.matchAll(/\$\{(\w+):\?/g)].map(([, name]) => name!));

/** deploy/env.example as an operator fills it in: each required secret 32+ characters. */
const operatorEnv: Record<string, string> = Object.fromEntries(
  read('deploy/env.example')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => {
      const [name, value] = line.split(/=(.*)/s) as [string, string];
      const filled =
        !value && required.has(name) ? `${name.toLowerCase()}-0123456789abcdef01234` : value;
      return [name, filled];
    }),
);

/** Compose's interpolation of `${NAME:?message}` and `${NAME:-default}`. */
const interpolate = (value: string) =>
  value.replace(/\$\{(\w+)(?::([?-])([^}]*))?\}/g, (_, name: string, kind, fallback: string) => {
    const set = operatorEnv[name];
    if (set) return set;
    if (kind === '?') throw new Error(`${name} is required: ${fallback}`);
    return fallback ?? '';
  });

const environmentOf = (service: Service) =>
  Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [
      name,
      interpolate(String(value)),
    ]),
  );

const copiesRunning = (entry: string) =>
  Object.entries(compose.services).filter(([, service]) => service.command?.includes(entry));

const backends = copiesRunning('dist/backend/src/main.js');
const gateways = copiesRunning('dist/gateway/src/main.js');

describe('the deploy recipe', () => {
  it('runs two backends and two gateways of one image, each passing its production checks', () => {
    expect(backends.map(([name]) => name)).toEqual(['backend-1', 'backend-2']);
    expect(gateways.map(([name]) => name)).toEqual(['gateway-1', 'gateway-2']);
    for (const [name, service] of backends) {
      const config = loadConfig(environmentOf(service));
      expect(config.mode, name).toBe('production');
      expect(new URL(config.databaseUrl!).host, `${name} queries through PgBouncer`).toBe(
        'pgbouncer:6432',
      );
      expect(environmentOf(service).DATABASE_DIRECT_URL, `${name} listens on the server`).toMatch(
        /@postgres:5432\/ccl$/,
      );
      expect(environmentOf(service).REDIS_URL).toBe('redis://redis:6379');
    }
    for (const [name, service] of gateways) {
      const config = loadGatewayConfig(environmentOf(service));
      expect(config.redisUrl, name).toBe('redis://redis:6379');
      expect(config.upstreamUrl.href, `${name} reaches the backends through the proxy`).toBe(
        'http://proxy:8081/',
      );
    }
  });

  it("shares one gateway secret between every copy, and the proxy's upstreams are the copies", () => {
    const secrets = new Set(
      [...backends, ...gateways].map(([, service]) => environmentOf(service).GATEWAY_SHARED_SECRET),
    );
    expect(secrets.size).toBe(1);
    const nginx = read('deploy/nginx.conf');
    const upstream = (name: string) =>
      [
        ...(new RegExp(`upstream ${name} \\{([^}]*)\\}`).exec(nginx)?.[1] ?? '').matchAll(
          /server ([\w-]+):(\d+)/g,
        ),
      ].map(([, host, port]) => `${host}:${port}`);
    expect(upstream('gateways')).toEqual(['gateway-1:4000', 'gateway-2:4000']);
    expect(upstream('backends')).toEqual(['backend-1:8080', 'backend-2:8080']);
    expect(nginx).toContain('listen 8081;');
    expect(compose.services.proxy?.image).toMatch(/^nginx:/);
  });

  it('copies what the build makes into an image run by an unprivileged user', () => {
    const dockerfile = read('Dockerfile');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const copied = [...runtime.matchAll(/^COPY --from=build \/app\/(\S+)/gm)].map(
      ([, from]) => from!,
    );
    // What `npm run build` (run before the test files by `npm test`) leaves for the image.
    expect(copied).toEqual(['dist', 'web/dist', 'web/dist-server', 'gateway/playground/dist']);
    for (const folder of copied)
      expect(existsSync(path.join(REPO_ROOT, folder)), folder).toBe(true);
    for (const [, service] of [...backends, ...gateways]) {
      const entry = service.command!.find((part) => part.startsWith('dist/'))!;
      expect(existsSync(path.join(REPO_ROOT, entry)), entry).toBe(true);
    }
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^ENV NODE_ENV=production$/m);
    expect(runtime).toContain('npm ci --omit=dev');
  });
});
