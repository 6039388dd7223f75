// A result shared by a crowd (shared-subscribe.ts) is the same object for each of them: written
// out once to be compared, not once per subscriber.
const written = new WeakMap<object, string>();
function textOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  let text = written.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    written.set(value, text);
  }
  return text;
}

/**
 * A subscription's results as the subscriber receives them, less any equal to the one sent just
 * before (the current state read just after a change, then that change's own event). Compared
 * after execution, never on the root's payload: an event may change only fields resolved below
 * it (a tournament's standings), and that is a change to push (decision 027).
 *
 * Returns and throws go straight to the source, as graphql's own mapping of a subscription
 * does: a subscriber who leaves while nothing is due ends the source's wait at once.
 */
export function withoutRepeats<T>(source: AsyncGenerator<T>): AsyncGenerator<T> {
  let lastSent: string | undefined;
  const iterator: AsyncGenerator<T> = {
    async next() {
      for (;;) {
        const step = await source.next();
        if (step.done) return step;
        const seen = textOf(step.value);
        if (seen === lastSent) continue;
        lastSent = seen;
        return step;
      }
    },
    return: (value) => source.return(value),
    throw: (error) => source.throw(error),
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/** A subscription's stream of results (an execution's single result is not one). */
export const isAsyncGenerator = <T>(value: unknown): value is AsyncGenerator<T> =>
  typeof value === 'object' &&
  value !== null &&
  Symbol.asyncIterator in value &&
  typeof (value as { return?: unknown }).return === 'function';
