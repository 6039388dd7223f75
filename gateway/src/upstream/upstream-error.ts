import type { RouteName } from './route-table';

/**
 * Every way an upstream call can fail, in one shape. The upstream reports errors as
 * `{ message }`, `{ error }`, `{ data: { message } }`, a bare string or an HTML page; only a
 * sentence meant for people is kept, never markup or a stack.
 */
export type UpstreamFailure =
  /** The upstream answered with a non-2xx status. */
  | 'status'
  /** No connection could be made (refused, DNS, reset before an answer). */
  | 'unreachable'
  /** Connected, but no complete answer in time. */
  | 'timeout'
  /** An answer that cannot be used: invalid JSON, too large, cut off mid-body. */
  | 'bad_response';

export interface UpstreamFieldIssue {
  field: string;
  message: string;
}

export class UpstreamError extends Error {
  constructor(
    readonly route: RouteName,
    readonly failure: UpstreamFailure,
    readonly status: number | undefined,
    /** The upstream's own sentence, when it gave one fit to show. */
    readonly upstreamMessage: string | undefined,
    readonly fieldIssues: UpstreamFieldIssue[] = [],
    /** The upstream's machine-readable `code`, e.g. IDEMPOTENCY_KEY_IN_USE (decision 023). */
    readonly upstreamCode?: string,
  ) {
    super(`upstream ${route} failed: ${failure}${status ? ` ${status}` : ''}`);
    this.name = 'UpstreamError';
  }
}

const MAX_MESSAGE_LENGTH = 300;

/**
 * Text that is about the upstream's insides, not for a player: markup or JSON, more than one
 * line, a stack frame, a source path, an exception name, SQL or a database or socket error.
 * The upstream's 4xx sentences are short and plain; anything like these is dropped.
 */
const INTERNALS = [
  /[<>{}]|[\r\n]/,
  /\bat \S+[:(]\d+|\.(?:ts|js|mjs|cjs|java|py|go|rb|php|cs):\d+|node_modules/i,
  /\b\w*(?:Error|Exception)(?::|\s+at\b)|^\w*(?:Error|Exception)$/,
  /\bselect\s+(?:\*|[\w."]+(?:\s*,\s*[\w."]+)*)\s+from\s+[\w."]+|\binsert\s+into\s+[\w."]+/i,
  /\bupdate\s+[\w."]+\s+set\s+[\w."]+\s*=|\bdelete\s+from\s+[\w."]+/i,
  /\b(?:violates|constraint|relation\s+"|syntax error at or near|duplicate key|sqlstate)\b/i,
  /\b(?:ECONNREFUSED|ECONNRESET|ENOTFOUND|ETIMEDOUT|EPIPE)\b/,
];

/** A sentence fit for a player: plain text, one line, no internals, not too long. */
function humanSentence(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text || text.length > MAX_MESSAGE_LENGTH) return undefined;
  return INTERNALS.some((pattern) => pattern.test(text)) ? undefined : text;
}

function fieldIssuesOf(body: Record<string, unknown>): UpstreamFieldIssue[] {
  if (!Array.isArray(body.errors)) return [];
  return body.errors.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null) return [];
    const { field, message } = issue as Record<string, unknown>;
    const sentence = humanSentence(message);
    return typeof field === 'string' && sentence ? [{ field, message: sentence }] : [];
  });
}

const CODE = /^[A-Z][A-Z_]{0,63}$/;

/** The message, field issues and code of an error body, whatever its shape. */
export function readErrorBody(
  text: string,
  contentType: string | undefined,
): { message: string | undefined; fieldIssues: UpstreamFieldIssue[]; code?: string } {
  if (contentType?.includes('html')) return { message: undefined, fieldIssues: [] };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { message: humanSentence(text), fieldIssues: [] };
  }
  if (typeof body === 'string') return { message: humanSentence(body), fieldIssues: [] };
  if (typeof body !== 'object' || body === null) return { message: undefined, fieldIssues: [] };
  const record = body as Record<string, unknown>;
  const nested = record.data;
  const message =
    humanSentence(record.message) ??
    humanSentence(record.error) ??
    (typeof nested === 'object' && nested !== null
      ? (humanSentence((nested as Record<string, unknown>).message) ??
        humanSentence((nested as Record<string, unknown>).error))
      : humanSentence(nested));
  const code = typeof record.code === 'string' && CODE.test(record.code) ? record.code : undefined;
  return { message, fieldIssues: fieldIssuesOf(record), ...(code ? { code } : {}) };
}
