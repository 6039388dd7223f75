import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pastPoolProblem, poolLeftPaise, proposePayouts, splitPaise, totalPaise } from './payouts';
import { upiPayUrl } from './upi';

const member = (userId: string, share = 1) => ({ userId, username: `p${userId}`, share });

describe('splitPaise', () => {
  it('splits equally and gives the odd paise to the first members', () => {
    expect(splitPaise(100_00, [1, 1])).toEqual([50_00, 50_00]);
    expect(splitPaise(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });

  it('splits by shares', () => {
    expect(splitPaise(1000_00, [3, 1])).toEqual([750_00, 250_00]);
    expect(splitPaise(500, [0, 1])).toEqual([0, 500]);
  });

  it('never loses or makes up a paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }),
        (total, shares) => {
          const parts = splitPaise(total, shares);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
          expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
        },
      ),
    );
  });
});

describe('proposePayouts', () => {
  const teams = [
    { teamName: 'Alpha', rank: 1, disqualified: false, members: [member('1'), member('2')] },
    { teamName: 'Bravo', rank: 2, disqualified: true, members: [member('3')] },
    { teamName: 'Charlie', rank: 3, disqualified: false, members: [member('4')] },
  ];

  it('pays each rank its prize, split among the team, skipping a disqualified team', () => {
    const payouts = proposePayouts(teams, [1000_00, 500_00]);
    expect(payouts.map((p) => [p.userId, p.amountPaise])).toEqual([
      ['1', 500_00],
      ['2', 500_00],
      ['4', 500_00],
    ]);
    expect(totalPaise(payouts)).toBe(1500_00);
  });

  it('gives teams sharing a rank that rank prize each', () => {
    const tied = [
      { teamName: 'A', rank: 1, disqualified: false, members: [member('1')] },
      { teamName: 'B', rank: 1, disqualified: false, members: [member('2')] },
      { teamName: 'C', rank: 3, disqualified: false, members: [member('3')] },
    ];
    expect(proposePayouts(tied, [300, 200, 100]).map((p) => p.amountPaise)).toEqual([
      300, 300, 100,
    ]);
  });
});

describe('upiPayUrl', () => {
  it('asks for exactly the amount, to the UPI id, in rupees', () => {
    const url = upiPayUrl({
      upiId: 'rahul.k@okaxis',
      payeeName: 'Rahul Kumar',
      amountPaise: 25050,
      note: 'CCL withdrawal 7',
    });
    expect(url).toBe(
      'upi://pay?pa=rahul.k@okaxis&pn=Rahul%20Kumar&am=250.50&cu=INR&tn=CCL%20withdrawal%207',
    );
  });
});

describe('pastPoolProblem', () => {
  it('lets prizes up to what is left of the pool through', () => {
    expect(pastPoolProblem(50_00, 200_00, 150_00)).toBeNull();
    expect(pastPoolProblem(0, 0, 0)).toBeNull();
  });

  it('names the total, what is left, the pool and what was paid when they do not fit', () => {
    expect(pastPoolProblem(100_00, 200_00, 150_00)).toBe(
      'These prizes total ₹100, but only ₹50 of the ₹200 prize pool is left (₹150 paid so far)',
    );
    // A pool lowered below what was paid leaves nothing, never less.
    expect(poolLeftPaise(100_00, 150_00)).toBe(0);
    expect(pastPoolProblem(1, 100_00, 150_00)).toMatch(/only ₹0 of the ₹100 prize pool/);
  });
});
