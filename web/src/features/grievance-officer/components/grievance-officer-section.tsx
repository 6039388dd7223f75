import { useId } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useGrievanceOfficer } from '../api/use-grievance-officer';
import { GRIEVANCE_OFFICER_TEXTS as TEXTS, telHref } from '../utils/grievance-officer-texts';
import './grievance-officer.css';

/**
 * The About and Contact pages' own section naming the grievance officer with e-mail and phone
 * and saying where to complain (issue 24); the page's SPEC text stays as it is above it.
 * Nothing shows while no officer is set, as in the footer.
 */
export function GrievanceOfficerSection() {
  const officer = useGrievanceOfficer();
  const id = useId();
  if (!officer) return null;
  return (
    <section className="grievance-officer" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="grievance-officer__title">
        {TEXTS.title}
      </h2>
      <p className="grievance-officer__name">{officer.name}</p>
      {(officer.email || officer.phone) && (
        <ul className="grievance-officer__contacts">
          {officer.email && (
            <li>
              <a href={`mailto:${officer.email}`}>{officer.email}</a>
            </li>
          )}
          {officer.phone && (
            <li>
              <a href={telHref(officer.phone)}>{officer.phone}</a>
            </li>
          )}
        </ul>
      )}
      <p>
        {TEXTS.howToComplain} <Link to={PATHS.grievanceStatus}>{TEXTS.followComplaint}</Link>.
      </p>
      <Link className="button button--primary" to={PATHS.grievanceNew}>
        {TEXTS.fileComplaint}
      </Link>
    </section>
  );
}
