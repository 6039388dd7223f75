import { Link } from 'react-router';
import { useSiteGrievanceOfficerQuery } from '../../generated/layout';
import { PATHS } from '../../lib/paths';

/**
 * The footer's grievance officer and the way to complain (issue 24), server-rendered with the
 * page (the browser hydrates from the same answer); nothing shows while no officer is set.
 */
export function GrievanceOfficerLine() {
  const { data } = useSiteGrievanceOfficerQuery();
  const officer = data?.compliance.grievanceOfficer;
  if (!officer?.name) return null;
  const parts = [officer.name, officer.email, officer.phone].filter(Boolean);
  return (
    <p className="site-footer__grievance">
      Grievance officer: {parts.join(' · ')} <Link to={PATHS.grievanceNew}>File a complaint</Link>
    </p>
  );
}
