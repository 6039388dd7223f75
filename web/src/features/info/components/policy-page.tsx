import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { PolicyDocument } from '../data/policy-types';
import './info.css';

/** A static policy page: title, summary, then each section's paragraphs and list. */
export function PolicyPage({ document }: { document: PolicyDocument }) {
  useDocumentTitle(document.title);
  return (
    <article className="page info-page" aria-labelledby="policy-title">
      <h1 id="policy-title" className="page__title">
        {document.title}
      </h1>
      <p className="info-page__lead">{document.summary}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className="policy-section">
          <h2 className="policy-section__heading">{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul className="policy-section__list">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="info-page__footnote">
        Questions about this page? <Link to={PATHS.contact}>Contact us</Link>.
      </p>
    </article>
  );
}
