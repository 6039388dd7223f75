import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';

/**
 * One copy of a compiled program (dist/), run with plain node as `npm run start:prod` runs it:
 * started, waited for until its readiness path answers, stopped with SIGTERM (its graceful
 * stop), and started again by a roll or after a crash.
 */
export interface CopyProcess {
  /** backend-1, gateway-2, …: the prefix of its output lines. */
  readonly name: string;
  /** The Unix socket it listens on (nginx's upstream server). */
  readonly socketPath: string;
  readonly running: boolean;
  /** Starts it and waits until `readyPath` answers 200. */
  start(): Promise<void>;
  /** SIGTERM, and the exit waited for (SIGKILL past `killAfterMs`); answers the exit code. */
  stop(): Promise<number | null>;
  /** The last lines it wrote, for an error's message. */
  outputTail(): string;
}

export interface CopyOptions {
  name: string;
  /** The entry point under the repository, e.g. dist/backend/src/main.js. */
  entry: string;
  root: string;
  socketPath: string;
  env: NodeJS.ProcessEnv;
  readyPath: string;
  startTimeoutMs: number;
  /** Past the program's own SHUTDOWN_GRACE_MS (it exits 1 then), a stuck process is killed. */
  killAfterMs: number;
  /** Each line it writes (stdout and stderr); unset: kept for outputTail only. */
  onLine?: (name: string, line: string) => void;
  /** It exited without stop(): a crash. */
  onUnexpectedExit?: (copy: CopyProcess, code: number | null) => void;
}

const LINES_KEPT = 40;

export function copyProcess(options: CopyOptions): CopyProcess {
  const socket = new Agent({ connect: { socketPath: options.socketPath } });
  const answersReady = () =>
    request(`http://localhost${options.readyPath}`, { dispatcher: socket }).then(
      async (response) => {
        await response.body.dump();
        return response.statusCode === 200;
      },
      () => false,
    );
  const tail: string[] = [];
  let child: ChildProcess | undefined;
  let stopping = false;

  const isRunning = () =>
    child !== undefined && child.exitCode === null && child.signalCode === null;

  const keep = (text: string) => {
    for (const line of text.split('\n').filter(Boolean)) {
      tail.push(line);
      options.onLine?.(options.name, line);
    }
    tail.splice(0, Math.max(0, tail.length - LINES_KEPT));
  };

  const exitOf = (program: ChildProcess) =>
    new Promise<number | null>((resolve) => {
      if (program.exitCode !== null || program.signalCode !== null) resolve(program.exitCode);
      else program.once('exit', (code) => resolve(code));
    });

  const copy: CopyProcess = {
    name: options.name,
    socketPath: options.socketPath,
    get running() {
      return isRunning();
    },
    async start() {
      if (isRunning()) throw new Error(`${options.name} is already running`);
      stopping = false;
      // A copy that was killed leaves its socket file behind, and listening there would fail.
      await fs.rm(options.socketPath, { force: true });
      const started = spawn(
        process.execPath,
        ['--enable-source-maps', path.join(options.root, options.entry)],
        { cwd: options.root, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child = started;
      started.stdout?.setEncoding('utf8').on('data', keep);
      started.stderr?.setEncoding('utf8').on('data', keep);
      started.once('exit', (code) => {
        if (child === started && !stopping) options.onUnexpectedExit?.(copy, code);
      });
      const deadline = Date.now() + options.startTimeoutMs;
      while (Date.now() < deadline) {
        if (started.exitCode !== null || started.signalCode !== null) {
          throw new Error(`${options.name} exited while starting:\n${tail.join('\n')}`);
        }
        if (await answersReady()) return;
        await sleep(100);
      }
      throw new Error(`${options.name} was not ready in time:\n${tail.join('\n')}`);
    },
    async stop() {
      const current = child;
      if (!current || !isRunning()) return current?.exitCode ?? null;
      stopping = true;
      current.kill('SIGTERM');
      const timer = setTimeout(() => current.kill('SIGKILL'), options.killAfterMs);
      const code = await exitOf(current);
      clearTimeout(timer);
      return code;
    },
    outputTail: () => tail.join('\n'),
  };
  return copy;
}
