import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import './info.css';

/** /history: the spec does not show its content, so it says what will come and where to play. */
export function HistoryPage() {
  useDocumentTitle('Match History');
  return (
    <section className="page info-page" aria-labelledby="history-title">
      <h1 id="history-title" className="page__title">
        Match History
      </h1>
      <p className="info-page__lead">Your match history will appear here.</p>
      <p>Until then, find your next match among the tournaments open for booking.</p>
      <Link className="button button--primary" to={PATHS.tournaments}>
        Browse tournaments
      </Link>
    </section>
  );
}
