import { Link } from 'react-router';
import { UserIcon, WalletIcon } from '../../components/icons/icons';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { ConsoleEntryText, consoleEntryName } from './console-entry';

/** The wallet link: the balance when known; just the icon while loading or after a failure. */
function BalanceLink({ balance }: { balance: string | null }) {
  return (
    <Link
      to={PATHS.wallet}
      className="header-link header-link--balance"
      aria-label={balance ? `Wallet balance ${balance}` : 'Wallet'}
    >
      <WalletIcon />
      {balance && <span>{balance}</span>}
    </Link>
  );
}

/**
 * Header, wide screens: balance and Profile when logged in, else Register and Sign in. The
 * balance comes from the header, which reads it once for both places it shows.
 */
export function AccountLinks({
  balance,
  consoleCount = null,
}: {
  balance: string | null;
  /** The organiser's waiting work, shown on the Console entry. */
  consoleCount?: number | null;
}) {
  const { loggedIn, isOrganiser } = useSession();
  if (loggedIn) {
    return (
      <div className="account-links">
        {isOrganiser && (
          <Link
            to={PATHS.admin}
            className="header-link"
            aria-label={consoleEntryName(consoleCount)}
          >
            <ConsoleEntryText count={consoleCount} />
          </Link>
        )}
        <BalanceLink balance={balance} />
        <Link to={PATHS.profile} className="header-link">
          <UserIcon />
          <span>Profile</span>
        </Link>
      </div>
    );
  }
  return (
    <div className="account-links">
      <Link to={PATHS.register} className="header-link">
        Register
      </Link>
      <Link to={PATHS.login} className="button button--primary header-sign-in">
        Sign in
      </Link>
    </div>
  );
}

/** Header, phones: the balance, or Login (SPEC §2 "Mobile top shows balance or Login"). */
export function MobileAccount({ balance }: { balance: string | null }) {
  const { loggedIn } = useSession();
  return (
    <div className="mobile-account">
      {loggedIn ? (
        <BalanceLink balance={balance} />
      ) : (
        <Link to={PATHS.login} className="button button--primary header-sign-in">
          Login
        </Link>
      )}
    </div>
  );
}
