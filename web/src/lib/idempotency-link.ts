import { ApolloLink, type FetchResult, Observable, type Operation } from '@apollo/client';
import { RetryLink } from '@apollo/client/link/retry';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';

/**
 * The mutations that move money or take a slot (decision 023). Each submission gets a key of
 * its own; every retry of that submission sends the same key, so the platform applies it once
 * however many of its answers were lost.
 */
export const KEYED_MUTATIONS = new Set([
  'requestDeposit',
  'requestWithdrawal',
  'bookSlot',
  'createTeam',
  'joinTeam',
  'approveTransaction',
  'rejectTransaction',
  'payWinnings',
  'updateTournament',
]);

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const KEY = 'idempotencyKey';

export interface KeyedRetryWaits {
  initialDelayMs: number;
  maxDelayMs: number;
  /** Tries in all, the first one included. */
  attempts: number;
}

/**
 * Five tries, soon after a loss and then less often, up to about 10 seconds in all: long
 * enough for a gateway or backend to come back from a restart.
 */
export const KEYED_RETRY: KeyedRetryWaits = { initialDelayMs: 500, maxDelayMs: 4000, attempts: 5 };

/**
 * Answers in which the gateway could not tell whether the platform acted (it was unreachable,
 * broke or timed out): asking again with the same key is how to find out.
 */
const UNSETTLED_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_ERROR', 'INTERNAL']);

const keyOf = (operation: Operation) => operation.getContext()[KEY] as string | undefined;

function isKeyedMutation(operation: Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return (
    definition.kind === Kind.OPERATION_DEFINITION &&
    definition.operation === OperationTypeNode.MUTATION &&
    definition.selectionSet.selections.some(
      (selection) => selection.kind === Kind.FIELD && KEYED_MUTATIONS.has(selection.name.value),
    )
  );
}

/** 128 random bits; getRandomValues works outside secure contexts, unlike randomUUID. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Gives a keyed mutation its key once: the retries below reuse the operation, and the key. */
const keyLink = new ApolloLink((operation, forward) => {
  if (!keyOf(operation) && isKeyedMutation(operation)) {
    const key = newKey();
    operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
      [KEY]: key,
      headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: key },
    }));
  }
  return forward(operation);
});

/** An answer the gateway sent but could not settle; carries it as a failed response does. */
class UnsettledAnswer extends Error {
  constructor(readonly result: FetchResult) {
    super('the platform could not settle the request');
    this.name = 'UnsettledAnswer';
  }
}

/** Turns an unsettled answer to a keyed mutation into a failure the retry link sees. */
const unsettledLink = new ApolloLink((operation, forward) => {
  if (!keyOf(operation)) return forward(operation);
  return new Observable<FetchResult>((observer) =>
    forward(operation).subscribe({
      next: (result) => {
        const unsettled = result.errors?.some((error) =>
          UNSETTLED_CODES.has(String(error.extensions?.code)),
        );
        if (unsettled) observer.error(new UnsettledAnswer(result));
        else observer.next(result);
      },
      error: (error: unknown) => observer.error(error),
      complete: () => observer.complete(),
    }),
  );
});

/**
 * Worth another try with the same key: no answer at all (a lost connection), a 5xx, the
 * gateway's 409 for a key whose first request still runs, or an unsettled answer.
 */
function isWorthRetrying(error: unknown): boolean {
  if (error instanceof UnsettledAnswer) return true;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status !== 'number') return true;
  return status >= 500 || status === 409;
}

const keyedRetryLink = (waits: KeyedRetryWaits) =>
  new RetryLink({
    delay: { initial: waits.initialDelayMs, max: waits.maxDelayMs, jitter: true },
    attempts: {
      max: waits.attempts,
      retryIf: (error: unknown, operation) =>
        keyOf(operation) !== undefined && isWorthRetrying(error),
    },
  });

/**
 * The links of decision 023, in order: the key, the retries with it, and what counts as worth
 * a retry. Tests pass shorter waits.
 */
export const idempotencyLinks = (waits: KeyedRetryWaits = KEYED_RETRY): ApolloLink[] => [
  keyLink,
  keyedRetryLink(waits),
  unsettledLink,
];
