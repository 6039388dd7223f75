import { MATCH_RULES } from './match-rules';

/** The fixed rules, then the tournament's own (its check-in window and the absent rule). */
export function RulesTab({ extra = [] }: { extra?: readonly string[] }) {
  return (
    <ol className="rules-list">
      {[...MATCH_RULES, ...extra].map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ol>
  );
}
