import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { GrievanceOfficerSection } from '../../grievance-officer/public';
import { ABOUT } from '../data/about';
import './info.css';

/** /about-us: what the platform is, a way into the tournaments, and the grievance officer. */
export function AboutPage() {
  useDocumentTitle(ABOUT.title);
  return (
    <article className="page info-page" aria-labelledby="about-title">
      <p className="info-page__eyebrow">{ABOUT.tagline}</p>
      <h1 id="about-title" className="page__title">
        {ABOUT.title}
      </h1>
      {ABOUT.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <ul className="about-page__highlights">
        {ABOUT.highlights.map((highlight) => (
          <li key={highlight.title} className="info-card">
            <h2 className="info-card__title">{highlight.title}</h2>
            <p>{highlight.text}</p>
          </li>
        ))}
      </ul>
      <Link className="button button--primary" to={PATHS.tournaments}>
        Play Now
      </Link>
      <GrievanceOfficerSection />
    </article>
  );
}
