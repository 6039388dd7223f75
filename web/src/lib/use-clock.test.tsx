import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClockAt } from './use-clock';

afterEach(() => vi.useRealTimers());

describe('useClockAt', () => {
  it('renders again when the next instant passes, and not before', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-11-17T05:59:00.000Z'));
    const { result } = renderHook(() =>
      useClockAt(['2026-11-17T06:00:00.000Z', '2026-11-21T12:30:00.000Z', null]),
    );
    expect(result.current.toISOString()).toBe('2026-11-17T05:59:00.000Z');

    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current.toISOString()).toBe('2026-11-17T05:59:00.000Z');

    act(() => vi.advanceTimersByTime(1_001));
    expect(result.current.getTime()).toBeGreaterThan(Date.parse('2026-11-17T06:00:00.000Z'));
  });
});
