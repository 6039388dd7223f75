import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useGrievanceOfficer } from '../api/use-grievance-officer';
import { GRIEVANCE_OFFICER_TEXTS as TEXTS } from '../utils/grievance-officer-texts';

/**
 * The footer's grievance officer and the way to complain (issue 24), server-rendered with the
 * page (the browser hydrates from the same answer); nothing shows while no officer is set.
 */
export function GrievanceOfficerLine() {
  const officer = useGrievanceOfficer();
  if (!officer) return null;
  const parts = [officer.name, officer.email, officer.phone].filter(Boolean);
  return (
    <p className="site-footer__grievance">
      {TEXTS.title}: {parts.join(' · ')} <Link to={PATHS.grievanceNew}>{TEXTS.fileComplaint}</Link>
    </p>
  );
}
