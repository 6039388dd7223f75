import { describe, expect, it } from 'vitest';
import { daysForward, duplicateValues, withMatchMaps } from './duplicate-values';

const NOW = new Date(2026, 10, 27, 23, 0); // 27 Nov 2026, 11 PM, the organiser's own clock

describe('duplicateValues', () => {
  it("moves tonight's dates to tomorrow evening at the same times, and starts over as upcoming", () => {
    const tonight = {
      name: 'Night Scrim 12',
      entryFee: '20',
      status: 'COMPLETED',
      startsAt: '2026-11-27T21:00',
      registrationOpensAt: '2026-11-27T12:00',
      registrationClosesAt: '2026-11-27T20:50',
    };
    expect(duplicateValues(tonight, NOW)).toEqual({
      name: 'Night Scrim 12',
      entryFee: '20',
      status: 'UPCOMING',
      startsAt: '2026-11-28T21:00',
      registrationOpensAt: '2026-11-28T12:00',
      registrationClosesAt: '2026-11-28T20:50',
    });
  });

  it('moves an older tournament to the first evening after now, month ends included', () => {
    expect(daysForward('2026-11-20T21:00', NOW)).toBe(8);
    const lastWeek = { status: 'COMPLETED', startsAt: '2026-11-20T21:00' };
    expect(duplicateValues(lastWeek, NOW).startsAt).toBe('2026-11-28T21:00');
    const monthEnd = { status: 'LIVE', startsAt: '2026-11-30T21:00' };
    expect(duplicateValues(monthEnd, NOW).startsAt).toBe('2026-12-01T21:00');
  });

  it('moves a future tournament one day, and every date-time however deep', () => {
    const upcoming = {
      status: 'UPCOMING',
      startsAt: '2026-12-05T21:00',
      schedule: [
        { map: 'Bermuda', startsAt: '2026-12-05T21:00' },
        { map: 'Purgatory', startsAt: '2026-12-05T21:25' },
      ],
      checkinOpensMinutes: '30',
      discordUrl: '',
    };
    expect(duplicateValues(upcoming, NOW)).toEqual({
      status: 'UPCOMING',
      startsAt: '2026-12-06T21:00',
      schedule: [
        { map: 'Bermuda', startsAt: '2026-12-06T21:00' },
        { map: 'Purgatory', startsAt: '2026-12-06T21:25' },
      ],
      checkinOpensMinutes: '30',
      discordUrl: '',
    });
  });

  it('moves by one day when the original has no start to go by', () => {
    expect(daysForward('', NOW)).toBe(1);
    expect(duplicateValues({ status: 'UPCOMING', startsAt: '' }, NOW)).toEqual({
      status: 'UPCOMING',
      startsAt: '',
    });
  });
});

describe('withMatchMaps', () => {
  const matches = [
    { number: 2, map: 'Purgatory' },
    { number: 1, map: 'Alpine' },
  ];

  it("fills the form's maps with the original's, in match order", () => {
    expect(withMatchMaps({ name: 'Night Scrim', matchMaps: [] as string[] }, matches)).toEqual({
      name: 'Night Scrim',
      matchMaps: ['Alpine', 'Purgatory'],
    });
  });

  it('leaves a form without maps, or an original without a schedule, as it is', () => {
    const form = { name: 'Night Scrim' };
    expect(withMatchMaps(form, matches)).toBe(form);
    const withMaps = { name: 'Night Scrim', matchMaps: ['Bermuda'] };
    expect(withMatchMaps(withMaps, [])).toBe(withMaps);
  });
});
