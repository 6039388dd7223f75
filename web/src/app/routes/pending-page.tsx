import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * Stands in for a logged-in screen that is still being built (account, profile, wallet,
 * booking and team forms), so every route of the table opens.
 */
export function PendingPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="page">
      <h1 className="page__title">{title}</h1>
      <p>This screen is coming soon.</p>
      <Link to={PATHS.tournaments} className="button button--primary">
        Browse tournaments
      </Link>
    </div>
  );
}
