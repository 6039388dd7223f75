import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  depositReference,
  findDepositReference,
  userIdOfDepositReference,
} from './deposit-reference';

const MAX_ID = 2_147_483_647;
const UNAMBIGUOUS = /^CCL[2-9A-HJKMNP-Z]{4,8}$/;

describe('deposit reference', () => {
  it('is short, starts with CCL and uses no character people confuse', () => {
    expect(depositReference(1)).toHaveLength(7);
    expect(depositReference(29_790)).toHaveLength(7);
    expect(depositReference(MAX_ID).length).toBeLessThanOrEqual(11);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ID }), (id) => {
        expect(depositReference(id)).toMatch(UNAMBIGUOUS);
      }),
    );
  });

  it('names its account back, and each account has its own', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_ID }),
        fc.integer({ min: 1, max: MAX_ID }),
        (a, b) => {
          expect(userIdOfDepositReference(depositReference(a))).toBe(a);
          if (a !== b) expect(depositReference(a)).not.toBe(depositReference(b));
        },
      ),
    );
  });

  it('refuses a reference with one character changed or two neighbouring digits swapped', () => {
    const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_ID }), (id) => {
        const body = depositReference(id).slice(3);
        for (let index = 0; index < body.length; index += 1) {
          for (const other of alphabet) {
            if (other === body[index]) continue;
            const changed = `CCL${body.slice(0, index)}${other}${body.slice(index + 1)}`;
            expect(userIdOfDepositReference(changed)).toBeUndefined();
          }
          const next = body[index + 1];
          // Neighbouring digits of the id (the check character is last).
          if (next && index + 2 < body.length && next !== body[index]) {
            const swapped = `CCL${body.slice(0, index)}${next}${body[index]}${body.slice(index + 2)}`;
            expect(userIdOfDepositReference(swapped)).toBeUndefined();
          }
        }
      }),
      { numRuns: 200 },
    );
    expect(() => depositReference(0)).toThrow(RangeError);
  });

  it('finds a player in a bank narration, ignoring case, and nothing in a stranger one', () => {
    const reference = depositReference(57);
    expect(
      findDepositReference(`UPI/412345678901/RAHUL SHARMA/${reference.toLowerCase()}/SBIN`),
    ).toEqual({
      reference,
      userId: 57,
    });
    expect(findDepositReference(`NEFT-${reference} payment`)).toEqual({ reference, userId: 57 });
    expect(findDepositReference('UPI/412345678901/CCLUB FEES/CCL2222/x')).toBeNull();
    expect(findDepositReference(`UPI/X${reference}/`)).toBeNull();
    expect(findDepositReference('')).toBeNull();
  });
});
