/** "Console, 3 waiting": what the header's Console entry is called, with the work that waits. */
export const consoleEntryName = (count: number | null) =>
  count ? `Console, ${count} waiting` : 'Console';

/**
 * The Console entry's text and its count of waiting work. The link is named by
 * consoleEntryName (aria-label), so a reader hears "Console, 3 waiting", not "Console 3".
 */
export function ConsoleEntryText({ count }: { count: number | null }) {
  return (
    <>
      {'Console '}
      {count ? (
        <span className="console-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </>
  );
}
