import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { PageLoader } from '../../../../components/loader/loader';
import { CONSOLE_SECTIONS } from './console-nav';
import './console.css';

/** Every console screen: the section tabs (a scrolling row on phones), then the screen. */
export function ConsoleLayout() {
  return (
    <div className="console">
      <nav className="console-nav" aria-label="Console">
        <ul className="console-nav__list">
          {CONSOLE_SECTIONS.map((section) => (
            <li key={section.label}>
              <NavLink to={section.to} end={section.end} className="console-nav__link">
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
