import fs from 'node:fs/promises';
import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * SIGTERM and SIGINT stop a program gracefully: it stops taking connections, lets in-flight
 * requests finish, closes its pools and database (`close`), and exits 0. Past `graceMs` whatever
 * is still open is abandoned and the process exits 1, so an orchestrator never waits forever.
 */
export interface ShutdownLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Stoppable {
  /** The program's HTTP server. */
  server: Server;
  /** Set when it listens on a Unix socket (a copy behind the cluster's nginx, decision 055). */
  socketPath?: string;
  /** Stops accepting, waits for in-flight requests, then closes pools and the database. */
  close(): Promise<void>;
}

/** How often connections that finished their last request are closed while stopping. */
const REAP_IDLE_MS = 100;
/** A Unix-socket copy waits until no connection has come for this long before closing. */
const QUIET_MS = 250;
/** …but no longer than this, however busy the queue. */
const DRAIN_LIMIT_MS = 3_000;

export function stopGracefullyOnSignals(
  program: Stoppable,
  log: ShutdownLog,
  graceMs: number,
): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log.info({ signal, graceMs }, 'shutting down: finishing in-flight requests');
      setTimeout(() => {
        log.error({ graceMs }, 'shutdown took too long; exiting with requests still open');
        process.exit(1);
      }, graceMs).unref();
      stopTakingConnections(program)
        .then(() => {
          // A connection busy when the stop began stays open, idle, once its answer is sent
          // (the client keeps it alive); the server's close waits for it, so it is reaped.
          setInterval(() => program.server.closeIdleConnections(), REAP_IDLE_MS).unref();
          return program.close();
        })
        .then(
          () => process.exit(0),
          (error: unknown) => {
            log.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
    });
  }
}

/**
 * The next connection must go to another copy, and every connection already made must get its
 * answer. On TCP, closing the port refuses the next connect (the load balancer tries another
 * copy, whatever the method), though connections still in the kernel's queue are reset. On a
 * Unix socket, removing its file refuses the next connect while the listener stays open, so the
 * queued connections are taken and served; the server closes once they stop coming. Closing
 * earlier would reset them, or close a new connection before its request is read, and the
 * load balancer cannot repeat a POST it has sent.
 */
async function stopTakingConnections({ server, socketPath }: Stoppable): Promise<void> {
  if (!socketPath) {
    server.close();
    return;
  }
  await fs.rm(socketPath, { force: true });
  let lastConnection = Date.now();
  const onConnection = () => (lastConnection = Date.now());
  server.on('connection', onConnection);
  const giveUpAt = Date.now() + DRAIN_LIMIT_MS;
  while (Date.now() - lastConnection < QUIET_MS && Date.now() < giveUpAt) {
    await sleep(QUIET_MS / 5);
  }
  server.off('connection', onConnection);
}
