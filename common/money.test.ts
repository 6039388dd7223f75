import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees, moneyOf, paiseToRupeeString, parseRupees, rupeesToPaise } from './money';

describe('money', () => {
  it('formats rupees with Indian digit grouping', () => {
    expect(formatRupees(12_500_000)).toBe('₹1,25,000');
    expect(formatRupees(9950)).toBe('₹99.50');
    expect(moneyOf(49_950)).toEqual({ paise: 49_950, rupees: '499.50', formatted: '₹499.50' });
  });

  it('reads the upstream and form forms of an amount exactly', () => {
    expect(parseRupees(0)).toBe(0);
    expect(parseRupees('0')).toBe(0);
    expect(parseRupees(499.5)).toBe(49_950);
    expect(parseRupees('99.5')).toBe(9950);
    expect(parseRupees(' 20 ')).toBe(2000);
    for (const bad of ['', 'abc', '1.234', '-5', -5, 0.001, Number.NaN, null, '1e3']) {
      expect(parseRupees(bad)).toBeUndefined();
    }
  });

  it('round-trips every amount in paise through its rupee string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (paise) => {
        expect(parseRupees(paiseToRupeeString(paise))).toBe(paise);
        expect(rupeesToPaise(paise / 100)).toBe(paise);
      }),
    );
  });
});
