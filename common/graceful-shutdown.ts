/**
 * SIGTERM and SIGINT stop a program gracefully: it stops accepting, lets in-flight requests
 * finish, closes its pools and database (`close`), and exits 0. Past `graceMs` whatever is
 * still open is abandoned and the process exits 1, so an orchestrator never waits forever.
 */
export interface ShutdownLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Stoppable {
  /** Stops accepting, waits for in-flight requests, then closes pools and the database. */
  close(): Promise<void>;
  /** Closes keep-alive connections with no request in flight. */
  closeIdleConnections(): void;
}

/** How often connections that finished their last request are closed while stopping. */
const REAP_IDLE_MS = 100;

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
      // A connection busy when the stop began stays open, idle, once its answer is sent (the
      // client keeps it alive); the server's close waits for it, so such sockets are reaped.
      setInterval(() => program.closeIdleConnections(), REAP_IDLE_MS).unref();
      program.close().then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
