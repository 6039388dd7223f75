import { NavLink } from 'react-router';
import { PATHS } from '../../../../lib/paths';

/** The money desk's pages, in the order of an organiser's evening and then the books. */
const MONEY_PAGES = [
  { label: 'Desk', to: PATHS.adminMoney, end: true },
  { label: 'Statements', to: PATHS.adminStatements, end: false },
  { label: 'Approvals', to: PATHS.adminApprovals, end: false },
  { label: 'Books', to: PATHS.adminBooks, end: false },
  { label: 'Records', to: PATHS.adminRecords, end: false },
  { label: 'Tax', to: PATHS.adminTaxReport, end: false },
  { label: 'Settings', to: PATHS.adminMoneySettings, end: false },
] as const;

/** The links between the money desk's pages, shown under each page's title. */
export function MoneyNav() {
  return (
    <nav className="money-nav" aria-label="Money desk pages">
      {MONEY_PAGES.map((page) => (
        <NavLink key={page.to} to={page.to} end={page.end} className="money-nav__link">
          {page.label}
        </NavLink>
      ))}
    </nav>
  );
}
