import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleTime, UtcStart, consoleTimeOf, viewerTimeOf } from './zoned-time';

const zoneAtStart = process.env.TZ;
afterEach(() => {
  // Assigning undefined would set TZ to the zone "undefined", which the web files run after this
  // one in the same worker would read their times in.
  if (zoneAtStart === undefined) delete process.env.TZ;
  else process.env.TZ = zoneAtStart;
});

/** 4:20 PM UTC on Nov 21: 9:50 PM in India, 11:20 AM in New York. */
const START = '2026-11-21T16:20:00.000Z';

describe('times in the viewer’s zone, with its name', () => {
  it('writes the viewer’s time beside a UTC one, with the day when it is another', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(viewerTimeOf(START)).toBe('9:50 PM IST');
    expect(viewerTimeOf('2026-11-21T20:00:00.000Z')).toBe('Nov 22, 1:30 AM IST');
    process.env.TZ = 'America/New_York';
    expect(viewerTimeOf(START)).toBe('11:20 AM EST');
    // A viewer on UTC reads the UTC time already shown.
    process.env.TZ = 'UTC';
    expect(viewerTimeOf(START)).toBe('');
  });

  it('writes console dates in the organiser’s zone with its label', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(consoleTimeOf(START)).toBe('Nov 21, 9:50 PM IST');
    expect(consoleTimeOf(START, true, true)).toBe('Nov 21, 2026, 9:50 PM IST');
    // Before hydration: UTC, said so.
    expect(consoleTimeOf(START, false)).toBe('Nov 21, 4:20 PM UTC');
  });

  it('renders the start in UTC on the server and adds the viewer’s time once hydrated', async () => {
    process.env.TZ = 'Asia/Kolkata';
    const html = renderToString(<UtcStart iso={START} />);
    expect(html).toContain('Nov 21, 2026, 4:20 PM UTC');
    expect(html).not.toContain('IST');

    const host = document.createElement('p');
    host.innerHTML = html;
    document.body.append(host);
    // Hydration must find the server's markup as it is (a mismatch would log an error).
    await act(async () => {
      hydrateRoot(host, <UtcStart iso={START} />);
    });
    expect(host).toHaveTextContent('Nov 21, 2026, 4:20 PM UTC · 9:50 PM IST');
    expect(host.querySelectorAll('time')[1]).toHaveAttribute('datetime', START);
    host.remove();
  });

  it('labels a console date in the organiser’s zone', () => {
    process.env.TZ = 'Asia/Kolkata';
    render(<ConsoleTime iso={START} withYear />);
    expect(screen.getByText('Nov 21, 2026, 9:50 PM IST')).toHaveAttribute('datetime', START);
  });
});
