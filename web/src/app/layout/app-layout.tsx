import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/loader/loader';
import { useLoadingFlag } from '../../lib/loading-flag';
import { MobileBottomBar } from './mobile-bottom-bar';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StartingUpNotice } from './starting-up-notice';
import './layout.css';

/**
 * The frame around every page: header, the page (or the loading indicator while the app-wide
 * flag is set, or while a page's code arrives), footer and the phone's bottom bar.
 */
export function AppLayout() {
  const { loading } = useLoadingFlag();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader />
      <StartingUpNotice />
      <main id="main" className="app__main" tabIndex={-1}>
        {loading ? (
          <PageLoader />
        ) : (
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <SiteFooter />
      <MobileBottomBar />
    </div>
  );
}
