import { type WebOperation, webOperation } from '../../../bench/support/web-operations';
import type { Beliefs } from './soak-beliefs';
import type { Outcome, SoakHttp } from './soak-http';
import type { SoakWorld } from './soak-world';

/** What every operation of the soak is given, and the helpers they share. */
export interface OpContext {
  http: SoakHttp;
  world: SoakWorld;
  beliefs: Beliefs;
  /** The operation's number in the run: part of its keys, UTRs and markers. */
  index: number;
  /** A player's operation goes through the gateway's GraphQL instead of the REST API. */
  viaGateway: boolean;
}

/**
 * An operation's answer, as the report counts it (`200`, `409`, `gql ok`, `gql CONFLICT`,
 * `no answer`); undefined when the operation had nothing to act on and did not run.
 */
export type OpResult = { answer: string } | undefined;

export type Operation = (ctx: OpContext) => Promise<OpResult>;

/** A fresh Idempotency-Key of this operation; the same for each retry of one request. */
export const keyOf = (ctx: OpContext, part = 'k') => `${ctx.world.tag}-${ctx.index}-${part}`;

/** The web app's own mutations, as they go on the wire. */
export const WEB_MUTATIONS: Record<string, WebOperation> = {};
export function webMutation(name: string): WebOperation {
  return (WEB_MUTATIONS[name] ??= webOperation(name));
}

interface PayloadError {
  code: string;
  message: string;
}

/** A GraphQL mutation's payload: `errors` empty on success. */
export interface Payload {
  errors?: PayloadError[];
  teamCode?: string | null;
}

/** What an answer means to the client: yes, no (and why), or unknown. */
export interface Reading {
  ok: boolean;
  definite: boolean;
  /** The report's label. */
  answer: string;
  /** The GraphQL payload, or the REST body. */
  payload: unknown;
}

export function readRest(outcome: Outcome, okStatuses: readonly number[] = [200]): Reading {
  if (!outcome.definite) {
    return { ok: false, definite: false, answer: 'no answer', payload: outcome.body };
  }
  return {
    ok: okStatuses.includes(outcome.status),
    definite: true,
    answer: String(outcome.status),
    payload: outcome.body,
  };
}

export function readGraphql(outcome: Outcome, field: string): Reading {
  if (!outcome.definite) {
    return { ok: false, definite: false, answer: 'no answer', payload: undefined };
  }
  const body = outcome.body as
    | {
        data?: Record<string, Payload | null> | null;
        errors?: { extensions?: { code?: string } }[];
      }
    | undefined;
  const payload = body?.data?.[field];
  if (!payload) {
    const code = body?.errors?.[0]?.extensions?.code ?? `HTTP ${outcome.status}`;
    return { ok: false, definite: true, answer: `gql ${code}`, payload };
  }
  const error = payload.errors?.[0];
  return {
    ok: !error,
    definite: true,
    answer: error ? `gql ${error.code}` : 'gql ok',
    payload,
  };
}

/** Notes an operation that ended without a definite answer. */
export function noteUnanswered(ctx: OpContext, kind: string, outcome: Outcome): void {
  if (!outcome.definite) {
    ctx.beliefs.unanswered.push({
      kind,
      detail: `operation ${ctx.index}: ${outcome.uncertainty ?? 'no definite answer'}`,
    });
  }
}
