/**
 * A pause that can be cut short: the live socket waits between attempts, but when the network
 * comes back or the player logs in there is no reason to sit out the rest of the wait. A wake
 * with nobody waiting makes the next wait end at once, so it is not lost to a race.
 */
export function createWakeableWait() {
  let wakeWaiter: (() => void) | null = null;
  let woken = false;

  function wait(ms: number): Promise<void> {
    if (woken) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakeWaiter = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakeWaiter = done;
    });
  }

  function wake(): void {
    if (wakeWaiter) wakeWaiter();
    else woken = true;
  }

  return { wait, wake };
}
