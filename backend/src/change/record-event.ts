import type { LiveEventKind } from '#common/live-events';
import type { Trx } from '../db/db';
import { type NewEvent, insertEvents } from './events-repository';

/** A change a player would want to know about, as a service names it. Ids only, never secrets. */
export interface EventRecord {
  kind: LiveEventKind;
  tournamentId?: number | null;
  userId?: number | null;
  /** The match number, transaction id or notification id the event is about. */
  subjectId?: number | string | null;
}

const toNewEvent = (event: EventRecord): NewEvent => ({
  kind: event.kind,
  tournamentId: event.tournamentId ?? null,
  userId: event.userId ?? null,
  subjectId:
    event.subjectId === undefined || event.subjectId === null ? null : String(event.subjectId),
});

/**
 * Records a live event in the transaction of the change itself (decision 016), as recordAudit
 * does its record: both commit together or not at all, and the commit wakes the stream.
 */
export async function recordEvent(trx: Trx, event: EventRecord): Promise<void> {
  await recordEvents(trx, [event]);
}

/** Several events of one change, recorded in one statement, in the order given. */
export async function recordEvents(trx: Trx, events: EventRecord[]): Promise<void> {
  await insertEvents(trx, events.map(toNewEvent));
}

/** A player's wallet changed: a balance or one of their transactions (the event's subject). */
export const walletChange = (userId: number, transactionId: number): EventRecord => ({
  kind: 'wallet.changed',
  userId,
  subjectId: transactionId,
});

export const recordWalletChange = (trx: Trx, userId: number, transactionId: number) =>
  recordEvent(trx, walletChange(userId, transactionId));

/**
 * What kind of organiser work a `console.changed` event is about. `settings`: the operator's
 * rules changed (no count moves; an open settings page refetches).
 */
export type ConsoleWork =
  | 'deposit'
  | 'withdrawal'
  | 'checkin'
  | 'dispute'
  | 'payout'
  | 'proposal'
  | 'grievance'
  | 'settings';

/**
 * Organiser work appeared or was done (a deposit requested or decided, ...): no tournament, no
 * player, so the gateway sends it to organisers only, whose console counts and lists refetch.
 */
export const recordConsoleChange = (trx: Trx, work: ConsoleWork) =>
  recordEvent(trx, { kind: 'console.changed', subjectId: work });
