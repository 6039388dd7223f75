/**
 * How much upstream work a caller may cause, and what they are told past it. Here, below both
 * the configuration (whose defaults and bounds they are) and the clients that enforce them.
 */

/**
 * Upstream calls one GraphQL request may make. The largest screen (a normal tournament's
 * details with its standings, one read per match) makes about a dozen; a query asking for every
 * tournament's standings or teams would grow with the number of tournaments (decision 011).
 */
export const UPSTREAM_CALLS_PER_REQUEST = 40;

export const TOO_MANY_CALLS_MESSAGE =
  'This query asks for too much at once. Ask for fewer tournaments or fields.';

/**
 * The default of ANONYMOUS_UPSTREAM_PER_MINUTE: upstream calls the requests without a
 * token from one address may cause per minute (decision 028 gives the crowd it allows).
 */
export const ANONYMOUS_UPSTREAM_CALLS_PER_MINUTE = 1200;

/** Seconds a refused visitor is told to wait: at most the budget's window. */
export const ANONYMOUS_UPSTREAM_RETRY_AFTER_SECONDS = 60;

export const ANONYMOUS_UPSTREAM_MESSAGE =
  'Too many requests from your network. Please try again in a minute.';
