/**
 * SIGTERM and SIGINT stop a program gracefully: it stops accepting, lets in-flight requests
 * finish, closes its pools and database (`close`), and exits 0. Past `graceMs` whatever is
 * still open is abandoned and the process exits 1, so an orchestrator never waits forever.
 */
export interface ShutdownLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export function stopGracefullyOnSignals(
  close: () => Promise<void>,
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
      close().then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
