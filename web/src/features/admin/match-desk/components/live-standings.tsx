import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { standingsFrom } from '#common/standings';
import { type PostedMatch, type SheetValues, rowsAfterSaving } from '../utils/result-sheet';

/**
 * The overall table the tournament would have once this sheet is saved, recomputed at every
 * keystroke with the same arithmetic as the players' POINTS tab. A narrow list, not a table,
 * so nothing is wider than a phone.
 */
export function LiveStandings({
  matches,
  matchNumber,
}: {
  matches: readonly PostedMatch[];
  matchNumber: number;
}) {
  const { values } = useFormikContext<SheetValues>();
  const lines = useMemo(
    () => standingsFrom(rowsAfterSaving(matches, matchNumber, values.rows)),
    [matches, matchNumber, values.rows],
  );
  return (
    <section className="live-standings" aria-labelledby="live-standings-title">
      <h3 id="live-standings-title" className="console-section__title">
        Standings after saving match {matchNumber}
      </h3>
      <ol className="console-list live-standings__lines" aria-label="Live standings">
        {lines.map((line) => (
          <li key={line.teamName} className="live-standings__line">
            <span className="live-standings__rank">{line.rank}</span>
            <span className="live-standings__team">{line.teamName}</span>
            <span className="live-standings__total">{line.total} pts</span>
            <span className="live-standings__detail">
              Kills {line.kills} · Position {line.positionPoints} · Booyah {line.booyahs} · Played{' '}
              {line.matchesPlayed}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
