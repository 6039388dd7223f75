import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './db';

/**
 * LISTEN on the database a Db was opened on (decision 016). A callback is all a listener gets:
 * what changed is read afterwards, so a notification lost to a dropped connection costs only
 * a delay (a reconnect calls it once, and readers poll as a safety net).
 */
export type Unlisten = () => Promise<void>;
export type Listen = (channel: string, onNotify: () => void) => Promise<Unlisten>;

/** Kept beside the Db, as its pool use is (see pool-use.ts). */
const listens = new WeakMap<Db, Listen>();

export function watchListen(db: Db, listen: Listen): Db {
  listens.set(db, listen);
  return db;
}

/** How to LISTEN on the database of a Db opened by openDatabase; undefined for others. */
export const listenOf = (db: Db): Listen | undefined => listens.get(db);

/**
 * PGlite is one session, shared with every query and every app on it: LISTEN goes through
 * Kysely's queue so it never lands inside (and dies with the rollback of) another caller's
 * transaction, and the session stops listening when its last listener stops.
 */
export function pgliteListen(pglite: PGlite, db: Db): Listen {
  const listeners = new Map<string, number>();
  return async (channel, onNotify) => {
    const stop = pglite.onNotification((heard) => {
      if (heard === channel) onNotify();
    });
    const count = listeners.get(channel) ?? 0;
    listeners.set(channel, count + 1);
    if (count === 0) await sql`listen ${sql.id(channel)}`.execute(db);
    let stopped = false;
    return async () => {
      if (stopped) return;
      stopped = true;
      stop();
      const left = (listeners.get(channel) ?? 1) - 1;
      listeners.set(channel, left);
      if (left === 0) await sql`unlisten ${sql.id(channel)}`.execute(db).catch(() => undefined);
    };
  };
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * A server: one dedicated client per process (a pooled connection would lose its LISTEN when
 * returned), connected anew with backoff whenever the server drops it.
 */
export const pgServerListen =
  (connectionString: string): Listen =>
  async (channel, onNotify) => {
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let failures = 0;
    let stopped = false;

    const reconnectLater = () => {
      if (stopped) return;
      const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** failures);
      failures += 1;
      retry = setTimeout(() => void connect(), delay);
      retry.unref();
    };

    async function connect(): Promise<void> {
      const candidate = new pg.Client({ connectionString });
      candidate.on('error', () => undefined);
      candidate.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      try {
        await candidate.connect();
        await candidate.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch {
        await candidate.end().catch(() => undefined);
        reconnectLater();
        return;
      }
      if (stopped) {
        await candidate.end().catch(() => undefined);
        return;
      }
      client = candidate;
      failures = 0;
      candidate.on('end', () => {
        if (client !== candidate) return;
        client = undefined;
        reconnectLater();
      });
      // Whatever was notified while nobody listened is read now.
      onNotify();
    }

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    };
  };
