import {
  ANONYMOUS_UPSTREAM_MESSAGE,
  ANONYMOUS_UPSTREAM_RETRY_AFTER_SECONDS,
  TOO_MANY_CALLS_MESSAGE,
  UPSTREAM_CALLS_PER_REQUEST,
} from '../call-budgets';
import { gatewayError, rateLimitedError } from '../errors/error-model';
import type { UpstreamClient } from './upstream-client';

/**
 * The client one GraphQL request uses: every call names the end user's address and carries
 * the request's Idempotency-Key (which only routes that take one send on), and the request's
 * calls are counted; past the budget a call fails without reaching the upstream. A visitor's
 * request also spends its address's budget of the minute (`spendAddressBudget`, decision
 * 028): once that is gone, a call fails with RATE_LIMITED (HTTP 429), again without reaching
 * the upstream.
 */
export function forRequest(
  upstream: UpstreamClient,
  clientIp: string,
  idempotencyKey?: string,
  spendAddressBudget?: () => Promise<boolean>,
): UpstreamClient {
  let calls = 0;
  const admit = async () => {
    calls += 1;
    if (calls > UPSTREAM_CALLS_PER_REQUEST) {
      throw gatewayError('BAD_USER_INPUT', TOO_MANY_CALLS_MESSAGE);
    }
    if (spendAddressBudget && !(await spendAddressBudget())) {
      throw rateLimitedError(ANONYMOUS_UPSTREAM_MESSAGE, ANONYMOUS_UPSTREAM_RETRY_AFTER_SECONDS);
    }
  };
  return {
    call: async (name, options = {}) => {
      await admit();
      return upstream.call(name, { ...options, clientIp, idempotencyKey });
    },
    stream: async (name, options = {}) => {
      await admit();
      return upstream.stream(name, { ...options, clientIp, idempotencyKey });
    },
    openEventStream: () => Promise.reject(new Error("the event stream is the gateway's own")),
    close: () => upstream.close(),
  };
}
