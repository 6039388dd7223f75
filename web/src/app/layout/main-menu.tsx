import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../components/icons/icons';
import { MAIN_MENU } from './menu-entries';

/** The main menu: a row on wide screens, a list behind a Menu button on phones. */
export function MainMenu() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();

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
        {MAIN_MENU.map((entry) => (
          <li key={entry.label}>
            <NavLink to={entry.to} end className="main-menu__link">
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
