import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { CallResult, TestServer } from '../support/test-server';

/** A fresh key, as a client makes one per submission. */
export const newKey = () => randomUUID();

export const withKey = (key: string) => ({ 'idempotency-key': key });

export const KEY_REUSED = {
  code: 'IDEMPOTENCY_KEY_REUSED',
  message: 'This Idempotency-Key was already used with different parameters.',
};

export const KEY_IN_USE = {
  code: 'IDEMPOTENCY_KEY_IN_USE',
  message: 'A request with this Idempotency-Key is still in progress. Retry it shortly.',
};

/** The repeat answered exactly as the first request was, and says it is a replay. */
export function expectReplayOf(repeat: CallResult, first: CallResult): void {
  expect(first.headers.get('idempotent-replayed')).toBeNull();
  expect(repeat.headers.get('idempotent-replayed')).toBe('true');
  expect({ status: repeat.status, text: repeat.text }).toEqual({
    status: first.status,
    text: first.text,
  });
}

/** The keys stored for a user, straight from the database. */
export const storedKeys = (server: TestServer, userId: number) =>
  server.db
    .selectFrom('idempotency_keys')
    .select(['key', 'response_status'])
    .where('user_id', '=', userId)
    .execute();
