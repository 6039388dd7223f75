import { useEffect, useId, useRef, useState } from 'react';
import { BellIcon } from '../../components/icons/icons';

/** The bell of SPEC §2; there are no notifications yet, so it opens on 'No Messages'. */
export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  // Closes on a tap elsewhere or on Escape, like any popup.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="notifications" ref={root}>
      <button
        type="button"
        className="icon-button"
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <BellIcon />
      </button>
      <div id={panelId} className="notifications__panel" hidden={!open}>
        <p>No Messages</p>
      </div>
    </div>
  );
}
