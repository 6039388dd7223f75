import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnShares } from './escrow-return';

describe('returnShares', () => {
  it('gives each funder back in proportion to what they paid in', () => {
    expect(returnShares(600_00, [1000_00, 500_00])).toEqual([400_00, 200_00]);
    expect(returnShares(500_00, [500_00])).toEqual([500_00]);
  });

  it('gives the odd paise to the largest remainders, the earlier funding on a tie', () => {
    expect(returnShares(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(returnShares(5, [200, 100])).toEqual([3, 2]);
    expect(returnShares(1, [100, 300])).toEqual([0, 1]);
  });

  it('returns nothing when nothing is left', () => {
    expect(returnShares(0, [1000_00, 500_00])).toEqual([0, 0]);
  });

  it('stays exact for crores of rupees', () => {
    const shares = returnShares(9_999_999_999_99, [7_777_777_777_77, 3_333_333_333_33]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(9_999_999_999_99);
  });

  it('never loses or makes up a paisa, and never returns more than a funder paid in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (funded, fraction) => {
          const total = funded.reduce((sum, paise) => sum + paise, 0);
          const left = Math.floor(total * fraction);
          const shares = returnShares(left, funded);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(left);
          shares.forEach((share, index) => {
            expect(Number.isInteger(share) && share >= 0).toBe(true);
            expect(share).toBeLessThanOrEqual(funded[index] ?? 0);
          });
        },
      ),
    );
  });
});
