import { MATCH_RULES } from './match-rules';

export function RulesTab() {
  return (
    <ol className="rules-list">
      {MATCH_RULES.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ol>
  );
}
