import { NavLink } from 'react-router';
import { BagIcon, HomeIcon, NewsIcon, TrophyIcon, UserIcon } from '../../components/icons/icons';
import { PATHS } from '../../lib/paths';

const ENTRIES = [
  { label: 'Home', to: PATHS.home, Icon: HomeIcon },
  { label: 'Products', to: PATHS.products, Icon: BagIcon },
  { label: 'Tournaments', to: PATHS.tournaments, Icon: TrophyIcon },
  { label: 'Blogs', to: PATHS.blogs, Icon: NewsIcon },
  { label: 'Profile', to: PATHS.profile, Icon: UserIcon },
] as const;

/** SPEC §2: the phone's bottom bar (home, products, tournaments, blogs, profile). */
export function MobileBottomBar() {
  return (
    <nav className="bottom-bar" aria-label="Quick">
      <ul className="bottom-bar__list">
        {ENTRIES.map(({ label, to, Icon }) => (
          <li key={label}>
            <NavLink to={to} end={to === PATHS.home} className="bottom-bar__link">
              <Icon />
              <span>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
