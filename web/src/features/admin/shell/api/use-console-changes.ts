import { useRef } from 'react';
import { type ConsoleWork, useConsoleChangesSubscription } from '../../../../generated/admin';

/**
 * Calls `onChange` each time organiser work appears or is done elsewhere (a deposit requested or
 * decided, a squad checked in, a dispute, a payout), with the kind of work: a console list
 * refetches there, so no reload is ever needed. `only` limits it to the kinds the list shows.
 * The push made on subscribing (the state now, no kind) is not a change and calls nothing.
 */
export function useConsoleChanges(
  onChange: (work: ConsoleWork) => void,
  only?: readonly ConsoleWork[],
): void {
  // The latest callback, so a list re-rendering does not resubscribe.
  const latest = useRef(onChange);
  latest.current = onChange;
  useConsoleChangesSubscription({
    onData: ({ data }) => {
      const work = data.data?.consoleChanged.work;
      if (work && (!only || only.includes(work))) latest.current(work);
    },
  });
}
