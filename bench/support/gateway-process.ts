import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROCESS_SECRETS, freePort } from './backend-process';

/** The gateway started as its own process in front of `upstreamUrl`, as `npm run gateway` would. */
export async function startGatewayProcess(
  upstreamUrl: string,
  env: Record<string, string> = {},
  options: { waitUntilHealthy?: boolean } = {},
) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // A free port: several gateways run side by side, each with its metrics listener.
      METRICS_PORT: '0',
      UPSTREAM_URL: upstreamUrl,
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      // The backends started by startBackendProcess hold the same one.
      GATEWAY_SHARED_SECRET: PROCESS_SECRETS.GATEWAY_SHARED_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // What it prints outside its JSON log (the ready line), for tests to read.
  const output: string[] = [];
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => output.push(chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; options.waitUntilHealthy ?? true; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 240) throw new Error('gateway did not become healthy in 60 s');
    await sleep(250);
  }
  const exitCode = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    url,
    output,
    /** Sends a signal; resolves with the exit code once the process has exited. */
    signal(name: NodeJS.Signals) {
      child.kill(name);
      return exitCode;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exitCode;
    },
  };
}
