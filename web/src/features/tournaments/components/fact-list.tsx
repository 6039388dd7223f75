import type { ReactNode } from 'react';

export type Fact = readonly [label: string, value: ReactNode];

/** Label and value rows (a description list), skipping values the tournament does not have. */
export function FactList({
  facts,
  className = '',
}: {
  facts: readonly Fact[];
  className?: string;
}) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <dl className={`fact-list ${className}`}>
      {shown.map(([label, value]) => (
        <div key={label} className="fact-list__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
