import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { PATHS } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

function FallbackView({ heading, detail }: { heading: string; detail: string }) {
  useDocumentTitle(detail);
  return (
    <div className="page" role="alert">
      <h1 className="page__title">{heading}</h1>
      <p>{detail}</p>
      <Link to={PATHS.home} className="button button--primary">
        Back to Home
      </Link>
    </div>
  );
}

/** SPEC §8: an unmatched route shows the status text. */
export function NotFoundPage() {
  return <FallbackView heading="404" detail="Not Found" />;
}

/** SPEC §8: a crashed screen (the router's errorElement) shows the status text or message. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <FallbackView heading={String(error.status)} detail={error.statusText || 'Error'} />;
  }
  const detail = error instanceof Error && error.message ? error.message : 'Something went wrong.';
  return <FallbackView heading="Something went wrong" detail={detail} />;
}
