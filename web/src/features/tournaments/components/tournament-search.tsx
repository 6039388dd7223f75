import { useId } from 'react';

/** SPEC §2: the search box's hints; each fills the box when tapped. */
export const SEARCH_HINTS = ['Booking', 'Live', 'Completed'] as const;

export function TournamentSearch({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const inputId = useId();
  const hintsId = useId();
  return (
    <div className="tournament-search" role="search">
      <label htmlFor={inputId} className="visually-hidden">
        Search tournaments
      </label>
      <input
        id={inputId}
        className="text-input"
        type="search"
        value={value}
        placeholder="Search tournaments"
        aria-describedby={hintsId}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="tournament-search__hints" id={hintsId}>
        <span className="muted">Try:</span>
        {SEARCH_HINTS.map((hint) => (
          <button
            key={hint}
            type="button"
            className="chip"
            aria-pressed={value.trim().toLowerCase() === hint.toLowerCase()}
            onClick={() => onChange(hint)}
          >
            {hint}
          </button>
        ))}
      </div>
    </div>
  );
}
