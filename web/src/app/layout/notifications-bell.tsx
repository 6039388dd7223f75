import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { BellIcon } from '../../components/icons/icons';
import { useSession } from '../../lib/session';
import { badgeText, bellLabel } from './bell-rules';
import { NotificationItem } from './notification-item';
import { useBell } from './use-bell';

/** Closes on a tap elsewhere, on Escape, and when a link in it navigates, like any popup. */
function usePopup() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
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

  return { open, toggle: () => setOpen((value) => !value), root };
}

/**
 * The bell of SPEC §2: for a logged-in player, the unread count on it and the newest
 * notifications in it, each to mark read, or all at once; 'No Messages' when there are none,
 * and always for a visitor.
 */
export function NotificationsBell() {
  const { loggedIn } = useSession();
  const bell = useBell(loggedIn);
  const { open, toggle, root } = usePopup();
  const panelId = useId();
  const headingId = useId();

  let content;
  if (bell.loading) content = <p>Loading notifications...</p>;
  else if (bell.items.length === 0) content = <p>No Messages</p>;
  else
    content = (
      <ul className="notifications__list" aria-labelledby={headingId}>
        {bell.items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onMarkRead={bell.markRead}
            marking={bell.marking}
          />
        ))}
      </ul>
    );

  return (
    <div className="notifications" ref={root}>
      <button
        type="button"
        className="icon-button notifications__button"
        aria-label={bellLabel(bell.unreadCount)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <BellIcon />
        {bell.unreadCount > 0 && (
          <span className="notifications__badge" aria-hidden="true">
            {badgeText(bell.unreadCount)}
          </span>
        )}
      </button>
      <div id={panelId} className="notifications__panel" hidden={!open}>
        <div className="notifications__head">
          <h2 id={headingId} className="notifications__title">
            Notifications
          </h2>
          {bell.unreadCount > 0 && (
            <button
              type="button"
              className="link-button"
              disabled={bell.marking}
              onClick={bell.markAllRead}
            >
              Mark all read
            </button>
          )}
        </div>
        {content}
      </div>
    </div>
  );
}
