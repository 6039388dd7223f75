import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../components/icons/icons';
import { useSession } from '../../lib/session';
import { CONSOLE_ENTRY, MAIN_MENU } from './menu-entries';
import { ConsoleEntryText, consoleEntryName } from './console-entry';

/** The main menu: a row on wide screens, a list behind a Menu button on phones. */
export function MainMenu({ consoleCount = null }: { consoleCount?: number | null }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();
  const { isOrganiser } = useSession();
  const entries = isOrganiser ? [...MAIN_MENU, CONSOLE_ENTRY] : MAIN_MENU;

  // A chosen entry navigates; the opened list then gets out of the way.
  useEffect(() => setOpen(false), [pathname]);

  return (
    <nav className="main-menu" aria-label="Main">
      <button
        type="button"
        className="icon-button main-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        aria-label="Menu"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <ul id={listId} className={`main-menu__list${open ? ' main-menu__list--open' : ''}`}>
        {entries.map((entry) => (
          <li
            key={entry.label}
            // Wide screens show the Console in the header's top row; the menu keeps the spec's eight.
            className={entry === CONSOLE_ENTRY ? 'main-menu__item--phone-only' : undefined}
          >
            {entry === CONSOLE_ENTRY ? (
              <NavLink
                to={entry.to}
                className="main-menu__link"
                aria-label={consoleEntryName(consoleCount)}
              >
                <ConsoleEntryText count={consoleCount} />
              </NavLink>
            ) : (
              <NavLink to={entry.to} end className="main-menu__link">
                {entry.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
