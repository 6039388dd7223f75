import { Link } from 'react-router';
import { Accordion } from '../../../components/accordion/accordion';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type Faq, FAQ_SECTIONS } from '../data/faq-data';
import './info.css';

const itemOf = (faq: Faq) => ({
  key: faq.id,
  title: faq.question,
  content: (
    <>
      <p className="faq-answer">{faq.answer}</p>
      {faq.link && (
        <Link className="faq-answer__link" to={faq.link.to}>
          {faq.link.label}
        </Link>
      )}
    </>
  ),
});

/** /faqs: the 21 questions of SPEC §2, in its order, as accordions under topic headings. */
export function FaqPage() {
  useDocumentTitle("FAQ's");
  return (
    <div className="page info-page faq-page">
      <h1 className="page__title">Frequently Asked Questions</h1>
      <p className="info-page__lead">
        Quick answers about your account, tournaments, your wallet and fair play. Tap a question to
        see its answer.
      </p>
      {FAQ_SECTIONS.map((section) => (
        <section key={section.title} className="faq-page__section">
          <h2 className="faq-page__topic">{section.title}</h2>
          <Accordion items={section.faqs.map(itemOf)} />
        </section>
      ))}
    </div>
  );
}
