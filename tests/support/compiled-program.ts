import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from './product';

/**
 * A compiled program (`npm run build:servers` → dist/) run with plain node as an operator runs
 * it, on a fixed port, that a test can kill with any signal and start again on the same port,
 * as a process supervisor would.
 */
export interface CompiledProgram {
  readonly url: string;
  /** Starts it (again) and waits until its health check answers. */
  start(): Promise<void>;
  /** Sends `signal` and waits for the exit; answers the exit code (null when killed). */
  signal(signal: NodeJS.Signals): Promise<number | null>;
  /** Whether a process of it is running now. */
  readonly running: boolean;
  /** Calls `listener` when the process exits without a signal sent by `signal` or `stop`. */
  onUnexpectedExit(listener: (code: number | null) => void): void;
  /** The last lines it wrote (stdout and stderr), for a failure's message. */
  outputTail(): string;
  /** SIGTERM, then SIGKILL past 10 s. */
  stop(): Promise<void>;
}

export interface CompiledProgramOptions {
  /** The entry point under dist/, e.g. `dist/backend/src/main.js`. */
  entry: string;
  port: number;
  env: Record<string, string>;
  /** The path answering 200 once it serves, e.g. `/healthz`. */
  healthPath?: string;
  /** How long a start may take. */
  startTimeoutMs?: number;
}

const OUTPUT_LINES_KEPT = 40;

export function compiledProgram(options: CompiledProgramOptions): CompiledProgram {
  const url = `http://127.0.0.1:${options.port}`;
  const lines: string[] = [];
  const listeners: ((code: number | null) => void)[] = [];
  let child: ChildProcess | undefined;
  let expectingExit = false;

  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES_KEPT));
  };

  const isRunning = () =>
    child !== undefined && child.exitCode === null && child.signalCode === null;

  async function untilHealthy(started: ChildProcess): Promise<void> {
    const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
    while (Date.now() < deadline) {
      if (started.exitCode !== null || started.signalCode !== null) {
        throw new Error(`${options.entry} exited while starting:\n${lines.join('\n')}`);
      }
      const ok = await fetch(`${url}${options.healthPath ?? '/healthz'}`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await sleep(100);
    }
    throw new Error(`${options.entry} did not answer in time:\n${lines.join('\n')}`);
  }

  const exited = (program: ChildProcess) =>
    new Promise<number | null>((resolve) => {
      if (program.exitCode !== null || program.signalCode !== null) resolve(program.exitCode);
      else program.once('exit', (code) => resolve(code));
    });

  async function signal(name: NodeJS.Signals): Promise<number | null> {
    const current = child;
    if (!current || !isRunning()) return current?.exitCode ?? null;
    expectingExit = true;
    current.kill(name);
    return exited(current);
  }

  return {
    url,
    get running() {
      return isRunning();
    },
    async start() {
      if (isRunning()) throw new Error(`${options.entry} is already running`);
      expectingExit = false;
      const started = spawn(
        process.execPath,
        ['--enable-source-maps', path.join(REPO_ROOT, options.entry)],
        {
          cwd: REPO_ROOT,
          env: { PATH: process.env.PATH ?? '', ...options.env },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child = started;
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      started.once('exit', (code) => {
        if (child !== started || expectingExit) return;
        for (const listener of listeners) listener(code);
      });
      await untilHealthy(started);
    },
    signal,
    onUnexpectedExit: (listener) => listeners.push(listener),
    outputTail: () => lines.join('\n'),
    async stop() {
      const current = child;
      if (!current || !isRunning()) return;
      const stopping = signal('SIGTERM');
      const timer = setTimeout(() => current.kill('SIGKILL'), 10_000);
      await stopping;
      clearTimeout(timer);
    },
  };
}
