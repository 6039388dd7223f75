import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * SPEC §2: every route change starts at the top of the page. The page first shown is left where
 * the visitor is: a server-rendered page can be scrolled before the app takes it over, and a
 * jump then would move what they were about to tap.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
