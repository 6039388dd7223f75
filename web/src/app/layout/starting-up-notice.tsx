import { useStartingUp } from '../../lib/starting-up';

/** Shown while the platform is starting and the page's data is on its way. */
export function StartingUpNotice() {
  const startingUp = useStartingUp();
  if (!startingUp) return null;
  return (
    <p className="starting-up" role="status">
      Starting up… this page will load in a moment.
    </p>
  );
}
