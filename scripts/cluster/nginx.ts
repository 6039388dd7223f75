import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's nginx (`apt-get install nginx`); NGINX_BIN names another. */
export const NGINX_BIN = process.env.NGINX_BIN || '/usr/sbin/nginx';

const TEMPLATE = fileURLToPath(new URL('nginx.conf.template', import.meta.url));

/**
 * The /api paths the gateway serves itself, as `METHOD path` patterns: the web app's uploads
 * (multipart, checked and passed on by the gateway) and its CSV downloads. Every other /api
 * request goes to the backends. gateway/test/server/api-routes-behind-nginx.test.ts holds this list
 * to the gateway's routes.
 */
export const GATEWAY_API_ROUTES = [
  'POST /api/profile/picture',
  'POST /api/admin/banner',
  'POST /api/screenshots',
  'POST /api/admin/statements',
  'GET /api/admin/books/exports/:kind',
  'GET /api/admin/records.csv',
  'GET /api/admin/grievances.csv',
  'GET /api/admin/tax/withholding.csv',
  'GET /api/wallet/statement',
] as const;

/** A route as a line of the `map "$request_method $uri"` block (GET answers HEAD too). */
function mapLine(route: string): string {
  const [method, routePath] = route.split(' ') as [string, string];
  const methods = method === 'GET' ? '(GET|HEAD)' : method;
  const pattern = routePath.replace(/\./g, '\\.').replace(/:\w+/g, '[^/]+');
  return `    "~^${methods} ${pattern}$" gateways;`;
}

export interface NginxLayout {
  runDir: string;
  publicHost: string;
  publicPort: number;
  internalPort: number;
  backendSockets: string[];
  gatewaySockets: string[];
  workers: number;
  /** Open files per worker: the machine's limit per process. */
  rlimitNofile: number;
}

/** The configuration for `layout`, from the template beside this file. */
export function renderNginxConfig(layout: NginxLayout): string {
  const servers = (sockets: string[]) =>
    // max_fails=0: a copy that refused a connection is tried again by the next request, so a
    // restarted copy takes its share at once; a refused connection costs microseconds here.
    sockets.map((socket) => `    server unix:${socket} max_fails=0;`).join('\n');
  const values: Record<string, string> = {
    RUN_DIR: layout.runDir,
    WORKERS: String(layout.workers),
    RLIMIT_NOFILE: String(layout.rlimitNofile),
    // Leaves room under the limit for the worker's own files (logs, listeners, temp files).
    WORKER_CONNECTIONS: String(layout.rlimitNofile - 500),
    PUBLIC_HOST: layout.publicHost,
    PUBLIC_PORT: String(layout.publicPort),
    INTERNAL_PORT: String(layout.internalPort),
    GATEWAY_SERVERS: servers(layout.gatewaySockets),
    BACKEND_SERVERS: servers(layout.backendSockets),
    GATEWAY_API_ROUTES: GATEWAY_API_ROUTES.map(mapLine).join('\n'),
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx.conf.template: no value for {{${name}}}`);
    return value;
  });
}

/** The account nginx's workers run as when it is started by root (its default). */
function workerOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('nobody:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
}

export interface NginxProcess {
  /** Graceful stop (SIGQUIT): open requests finish, then it exits. */
  stop(): Promise<void>;
  /** The process exited without being asked: the cluster has no door any more. */
  onUnexpectedExit(listener: (code: number | null) => void): void;
}

/** Writes the configuration into `layout.runDir`, checks it, and runs nginx in the foreground. */
export async function startNginx(layout: NginxLayout): Promise<NginxProcess> {
  if (!existsSync(NGINX_BIN)) {
    throw new Error(
      `nginx is not installed (${NGINX_BIN} is missing): apt-get install -y nginx, or set NGINX_BIN`,
    );
  }
  await fs.mkdir(path.join(layout.runDir, 'logs'), { recursive: true });
  const temp = path.join(layout.runDir, 'temp');
  await fs.mkdir(temp, { recursive: true });
  // Started by root, the workers run as nobody: their temporary files must be theirs, and they
  // must pass through the run directory to reach the copies' sockets.
  const owner = workerOwner();
  if (owner) {
    await fs.chown(temp, owner.uid, owner.gid);
    await fs.chmod(layout.runDir, 0o711);
  }
  const conf = path.join(layout.runDir, 'nginx.conf');
  await fs.writeFile(conf, renderNginxConfig(layout));
  const args = ['-p', layout.runDir, '-c', conf, '-e', path.join(layout.runDir, 'logs/error.log')];
  await runToEnd([...args, '-t', '-q']);

  const child = spawn(NGINX_BIN, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let stopping = false;
  const listeners: ((code: number | null) => void)[] = [];
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      if (!stopping) for (const listener of listeners) listener(code);
      resolve(code);
    }),
  );
  await untilListening(child, layout);
  return {
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
    onUnexpectedExit: (listener) => listeners.push(listener),
  };
}

function runToEnd(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(NGINX_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`nginx ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/** nginx writes its pid file once its listeners are open. */
async function untilListening(child: ChildProcess, layout: NginxLayout): Promise<void> {
  const pidFile = path.join(layout.runDir, 'nginx.pid');
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (child.exitCode !== null) {
      const log = await fs
        .readFile(path.join(layout.runDir, 'logs/error.log'), 'utf8')
        .catch(() => '');
      throw new Error(`nginx exited with ${child.exitCode} at start:\n${log.slice(-2000)}`);
    }
    const pid = await fs.readFile(pidFile, 'utf8').catch(() => '');
    if (pid.trim() === String(child.pid)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nginx did not start within 10 s');
}
