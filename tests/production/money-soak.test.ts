import { describe, expect, it } from 'vitest';
import { runMoneySoak } from '../support/money-soak/run-money-soak';
import { formatReport } from '../support/money-soak/soak-report';

/**
 * The money soak at CI size (decision 024; `npm run bench:soak` runs it at full size): 1,000
 * operations by 50 players and two organisers, 16 at a time, through the compiled backend's
 * REST API and the gateway's GraphQL, on a PostgreSQL cluster of its own (fsync off: only a
 * crashed machine, not a crashed server, would lose data to that), while the backend is killed
 * with SIGKILL and started again, PostgreSQL is restarted and the gateway stopped and started.
 * Each run draws a new mix and new fault moments; a failure's message names its seed.
 */
describe('the money under load and faults', () => {
  it('keeps every invariant, and every operation gets a definite answer', async () => {
    const result = await runMoneySoak({
      operations: 1000,
      players: 50,
      concurrency: 16,
      backendKills: 1,
      postgresRestarts: 1,
      gatewayRestarts: 1,
      gatewayShare: 0.3,
      seed: Math.floor(Math.random() * 2 ** 31),
      durablePostgres: false,
      retry: { giveUpAfterMs: 45_000, firstDelayMs: 25, maxDelayMs: 1000 },
    });
    const report = formatReport(result);
    expect(result.violations, report).toEqual([]);
    expect(result.operations, report).toBe(1000);
    const unanswered = [...result.answers.values()].reduce(
      (sum, answers) => sum + (answers.get('no answer') ?? 0),
      0,
    );
    expect(unanswered, report).toBe(0);
    expect(result.faults.map((fault) => fault.kind).sort(), report).toEqual([
      'PostgreSQL restart',
      'backend SIGKILL',
      'gateway stop/start',
    ]);
    // The faults met requests in flight: clients had to ask again.
    expect(result.attempts.transportErrors + result.attempts.serverErrors, report).toBeGreaterThan(
      0,
    );
  }, 120_000);
});
