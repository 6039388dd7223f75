import type { Moment } from './demo-time';

/**
 * The demo player's wallet history, oldest first, so the Transactions tab has something to
 * show. Entry fees and the refund refer to tournaments by name; the balance ends at ₹330.
 */
export type DemoMovement =
  | { kind: 'deposit'; rupees: number; status: 'APPROVED' | 'PENDING'; utr: string; at: Moment }
  | { kind: 'withdrawal'; rupees: number; upiId: string; at: Moment }
  | { kind: 'entry_fee' | 'refund'; tournament: string; at: Moment };

export const DEMO_WALLET: DemoMovement[] = [
  {
    kind: 'deposit',
    rupees: 500,
    status: 'APPROVED',
    utr: 'DEMO418230957712',
    at: { days: -13, at: '09:12' },
  },
  { kind: 'entry_fee', tournament: 'Alpine Rush Championship', at: { days: -8, at: '11:40' } },
  { kind: 'withdrawal', rupees: 100, upiId: 'demoplayer@okaxis', at: { days: -7, at: '16:05' } },
  { kind: 'entry_fee', tournament: 'Monsoon Mayhem Cup', at: { days: -5, at: '13:25' } },
  { kind: 'entry_fee', tournament: 'Bermuda Blitz Cup', at: { days: -3, at: '10:50' } },
  { kind: 'refund', tournament: 'Monsoon Mayhem Cup', at: { days: -2, at: '08:30' } },
  { kind: 'deposit', rupees: 200, status: 'PENDING', utr: 'DEMO418231066045', at: { hours: -3 } },
];
