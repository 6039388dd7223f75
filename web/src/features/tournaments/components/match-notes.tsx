import type { MatchNotesFieldsFragment } from '../../../generated/tournaments';

/**
 * POINTS, under a match's table: penalties with their reasons, what corrections changed and
 * why, and the result screenshots the organiser attached.
 */
export function MatchNotes({
  matchNumber,
  notes,
}: {
  matchNumber: number;
  notes: MatchNotesFieldsFragment;
}) {
  const { penalties, corrections, screenshots } = notes;
  if (!penalties.length && !corrections.length && !screenshots.length) return null;
  return (
    <div className="match-notes">
      {penalties.length > 0 && (
        <>
          <h4 className="match-notes__title">Penalties</h4>
          <ul className="match-notes__list">
            {penalties.map((penalty) => (
              <li key={penalty.id}>
                {penalty.teamName} · −{penalty.points} points · {penalty.reason}
              </li>
            ))}
          </ul>
        </>
      )}
      {corrections.length > 0 && (
        <>
          <h4 className="match-notes__title">Corrections</h4>
          <ul className="match-notes__list">
            {corrections.map((correction) => (
              <li key={correction.id}>{correction.summary}</li>
            ))}
          </ul>
        </>
      )}
      {screenshots.length > 0 && (
        <>
          <h4 className="match-notes__title">Result screenshots</h4>
          <ul className="match-notes__shots">
            {screenshots.map((shot, index) => (
              <li key={shot.id}>
                <a href={shot.url} target="_blank" rel="noopener noreferrer">
                  <img
                    src={shot.url}
                    alt={`Match ${matchNumber} result screenshot ${index + 1}`}
                    width={160}
                    height={90}
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
