import { describe, expect, it } from 'vitest';
import { checkInRules } from './check-in-rules';

describe('checkInRules', () => {
  it('states the window and that an absent squad’s fee is not refunded', () => {
    expect(checkInRules({ opensMinutes: 30, closesMinutes: 10 })).toEqual([
      'Check-in opens 30 minutes before the first match and closes 10 minutes before it; any ' +
        'member of the squad can check it in. A squad that has not checked in may be marked ' +
        'absent, and an absent squad’s entry fee is not refunded (refunds are only for ' +
        'platform-cancelled tournaments or verified technical faults).',
    ]);
  });

  it('adds nothing without check-in', () => {
    expect(checkInRules({ opensMinutes: null, closesMinutes: null })).toEqual([]);
  });
});
