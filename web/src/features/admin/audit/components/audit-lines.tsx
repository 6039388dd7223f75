/** Up to this many changes show at once; more fold behind a summary the organiser opens. */
export const UNFOLDED_LINES = 3;

/** What a record changed, one line each; a long list folds (details/summary: keyboard and readers). */
export function AuditLines({ lines }: { lines: readonly string[] }) {
  if (!lines.length) return null;
  const list = (
    <ul className="audit-history__lines">
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
  if (lines.length <= UNFOLDED_LINES) return list;
  return (
    <details className="audit-history__fold">
      <summary>{`Show all ${lines.length} changes`}</summary>
      {list}
    </details>
  );
}
