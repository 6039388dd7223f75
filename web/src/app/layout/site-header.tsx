import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { SITE_NAME } from '../../lib/site-info';
import { AccountLinks, MobileAccount } from './account-links';
import { BrandMark } from './brand-mark';
import { ConnectionBanner } from './connection-banner';
import { MainMenu } from './main-menu';
import { NotificationsBell } from './notifications-bell';
import { useViewerBalance } from './use-viewer-balance';
import { useConsoleCount } from './use-console-count';
import { useSession } from '../../lib/session';
import { SocialLinks } from '../../components/social-links/social-links';

/**
 * SPEC §2 header: social links and the account area above the brand, main menu and bell; the
 * connection banner hangs below it.
 */
export function SiteHeader() {
  const balance = useViewerBalance();
  const consoleCount = useConsoleCount(useSession().isOrganiser);
  return (
    <header className="site-header">
      <div className="site-header__top">
        <SocialLinks />
        <AccountLinks balance={balance} consoleCount={consoleCount} />
      </div>
      <div className="site-header__bar">
        {/*
          Named by its own text, which starts with the CCL it shows: a speech user says what
          they see. No aria-label: the mark's CCL and the name's read as one word beside it.
        */}
        <Link to={PATHS.home} className="brand">
          <BrandMark />
          <span className="brand__name">CCL</span>{' '}
          <span className="visually-hidden">{SITE_NAME}, home</span>
        </Link>
        <MainMenu consoleCount={consoleCount} />
        <div className="site-header__actions">
          <NotificationsBell />
          <MobileAccount balance={balance} />
        </div>
      </div>
      <ConnectionBanner />
    </header>
  );
}
