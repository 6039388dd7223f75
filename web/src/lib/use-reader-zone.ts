import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * Whether a render may use the reader's own clock and time zone: not on the server, which knows
 * neither, nor while hydrating the server's markup, which must come out as the server's did
 * (UTC); React renders once more right after hydration, with the reader's.
 */
export const useReaderZone = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
