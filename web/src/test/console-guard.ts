import { format } from 'node:util';
import { type Mock, vi } from 'vitest';

/**
 * Makes a web test fail when anything logs `console.error` or `console.warn` during it: React
 * reports a missing key, an update outside act() or a hydration mismatch only there, MSW reports
 * a request no handler answers there, and the app logs what it could not load there. A test that
 * means to provoke one says so with expectConsoleError / expectConsoleWarning: a named pattern
 * for that test alone, which must also be met.
 */

type Level = 'error' | 'warn';

interface Allowance {
  level: Level;
  pattern: RegExp;
  calls: Mock<(...args: unknown[]) => void>;
  /** Counted here, not read from `calls`: a test may reset its mock. */
  met: number;
}

/** Unexpected messages since the last check, formatted as the console would print them. */
const unexpected: string[] = [];
let allowances: Allowance[] = [];

function record(level: Level, args: unknown[]) {
  const text = format(...args);
  const allowance = allowances.find((a) => a.level === level && a.pattern.test(text));
  if (allowance) {
    allowance.met += 1;
    allowance.calls(...args);
  } else unexpected.push(`console.${level}: ${text}`);
}

const guarded: Record<Level, (...args: unknown[]) => void> = {
  error: (...args) => record('error', args),
  warn: (...args) => record('warn', args),
};

/**
 * Puts the guard in place of console.error and console.warn. Not a vi.spyOn: a test's
 * vi.restoreAllMocks() would take a spy away, and its calls with it.
 */
export function installConsoleGuard(): void {
  console.error = guarded.error;
  console.warn = guarded.warn;
}

function expectConsole(level: Level, pattern: RegExp) {
  const calls = vi.fn<(...args: unknown[]) => void>();
  allowances.push({ level, pattern, calls, met: 0 });
  return calls;
}

/**
 * This test expects a `console.error` matching `pattern` (at least one). Answers a mock that
 * receives each matching call's arguments, for the test's own assertions.
 */
export const expectConsoleError = (pattern: RegExp) => expectConsole('error', pattern);

/** As expectConsoleError, for `console.warn`. */
export const expectConsoleWarning = (pattern: RegExp) => expectConsole('warn', pattern);

const LATE_REQUEST_HINT =
  "An unanswered request may also be an earlier test's: one that ended before its page had " +
  'its answers, so the request met the handlers after they were reset. Such a test waits for ' +
  'what its answers show.';

/**
 * Throws, naming them, if anything was logged that no allowance of the test expected, or if an
 * allowance was never met (a stale one would silence the next, different message). Clears the
 * test's allowances. Runs after the test, so the test's own failure is reported as it is.
 */
export function checkConsole(): void {
  const unmet = allowances
    .filter((allowance) => allowance.met === 0)
    .map(({ level, pattern }) => `expected a console.${level} matching ${pattern}, none came`);
  allowances = [];
  const problems = [...unexpected.splice(0), ...unmet];
  if (problems.length === 0) return;
  const late = problems.some((problem) => problem.includes('without a matching request handler'))
    ? `\n\n${LATE_REQUEST_HINT}`
    : '';
  throw new Error(`The test logged what it did not expect:\n\n${problems.join('\n\n')}${late}`);
}
