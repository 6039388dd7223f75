import './loader.css';

/** A spinner announced to screen readers; `label` is what they hear. */
export function Loader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="loader" role="status">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** The full-area indicator that replaces the routes (app loading flag, /loading, lazy pages). */
export function PageLoader() {
  return (
    <div className="page-loader">
      <Loader />
    </div>
  );
}
