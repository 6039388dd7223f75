import { Form, Formik } from 'formik';
import { useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { usePostResults } from '../api/use-post-results';
import {
  type DeskTeam,
  type PostedMatch,
  type SheetErrors,
  type SheetValues,
  sheetFor,
  validateSheet,
} from '../utils/result-sheet';
import { FinishingOrderForm } from './finishing-order-form';
import { LiveStandings } from './live-standings';
import { ScoringExtras } from './scoring-extras';
import { SheetRow } from './sheet-row';
import { usePointsSystem } from '../api/use-points-system';

/** The first match without results, else the last: what the organiser most likely enters next. */
const nextMatch = (matchesCount: number, posted: ReadonlySet<number>) =>
  Array.from({ length: matchesCount }, (_, index) => index + 1).find((n) => !posted.has(n)) ??
  matchesCount;

function MatchPicker({
  matchesCount,
  posted,
  selected,
  onSelect,
}: {
  matchesCount: number;
  posted: ReadonlySet<number>;
  selected: number;
  onSelect: (matchNumber: number) => void;
}) {
  return (
    <div className="console-filter match-picker" role="group" aria-label="Match">
      {Array.from({ length: matchesCount }, (_, index) => index + 1).map((matchNumber) => (
        <button
          key={matchNumber}
          type="button"
          className="console-filter__option"
          aria-pressed={matchNumber === selected}
          onClick={() => onSelect(matchNumber)}
        >
          Match {matchNumber}
          {posted.has(matchNumber) && <span className="match-picker__posted"> (posted)</span>}
        </button>
      ))}
    </div>
  );
}

function SheetForm({
  tournamentId,
  matchNumber,
  teams,
  matches,
}: {
  tournamentId: string;
  matchNumber: number;
  teams: readonly DeskTeam[];
  matches: readonly PostedMatch[];
}) {
  const posted = matches.find((match) => match.matchNumber === matchNumber);
  const [failure, setFailure] = useState<string | null>(null);
  const postResults = usePostResults(tournamentId);

  async function save(values: SheetValues) {
    setFailure(null);
    const fail = (message: string) => {
      setFailure(message);
      toast.error(message);
    };
    const outcome = await postResults(matchNumber, values);
    if (outcome.ok) {
      toast.success(outcome.message || `Match ${matchNumber} results saved`);
      return;
    }
    fail(outcome.message);
  }

  return (
    <Formik<SheetValues>
      initialValues={sheetFor(teams, posted)}
      validate={validateSheet}
      onSubmit={save}
    >
      {({ isSubmitting, errors, submitCount }) => (
        <Form className="sheet" noValidate aria-label={`Match ${matchNumber} results`}>
          <h3 className="console-section__title">
            {posted ? `Correct match ${matchNumber}` : `Enter match ${matchNumber}`}
          </h3>
          {posted && (
            <p className="console-card__meta">
              Posted results are loaded below; saving replaces them and is recorded in the history.
            </p>
          )}
          <div className="sheet__rows">
            {teams.map((team, index) => (
              <SheetRow key={team.id} index={index} team={team} />
            ))}
          </div>
          <LiveStandings matches={matches} matchNumber={matchNumber} />
          <FormError message={submitCount > 0 ? (errors as SheetErrors).sheet : null} />
          <FormError message={failure} />
          <SubmitButton busy={isSubmitting} busyLabel="Saving…">
            {posted ? `Save correction to match ${matchNumber}` : `Save match ${matchNumber}`}
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

type Entry = 'order' | 'sheet';

/** By finishing order (the default), or the old sheet typed row by row. */
function EntryPicker({ entry, onPick }: { entry: Entry; onPick: (entry: Entry) => void }) {
  return (
    <div className="console-filter" role="group" aria-label="Entry">
      <button
        type="button"
        className="console-filter__option"
        aria-pressed={entry === 'order'}
        onClick={() => onPick('order')}
      >
        By finishing order
      </button>
      <button
        type="button"
        className="console-filter__option"
        aria-pressed={entry === 'sheet'}
        onClick={() => onPick('sheet')}
      >
        Type the sheet
      </button>
    </div>
  );
}

/**
 * Results: pick a match (posted ones marked), then tap the squads in finishing order and type
 * the kills (or type the sheet row by row), watch the standings, save. A posted match opens
 * with its results, to correct them; penalties and screenshots follow the match.
 */
export function ResultsSection({
  tournamentId,
  matchesCount,
  teams,
  matches,
}: {
  tournamentId: string;
  matchesCount: number;
  teams: readonly DeskTeam[];
  matches: readonly PostedMatch[];
}) {
  const posted = new Set(matches.map((match) => match.matchNumber));
  const [selected, setSelected] = useState(() => nextMatch(matchesCount, posted));
  const [entry, setEntry] = useState<Entry>('order');
  const system = usePointsSystem(tournamentId);
  if (teams.length === 0) return <p className="console-card__meta">No teams have entered yet.</p>;
  // Saving a match moves on to the next one (the last stays where it is).
  const afterSaving = (saved: number) => setSelected(Math.min(saved + 1, matchesCount));
  return (
    <>
      <MatchPicker
        matchesCount={matchesCount}
        posted={posted}
        selected={selected}
        onSelect={setSelected}
      />
      <EntryPicker entry={entry} onPick={setEntry} />
      {entry === 'order' ? (
        <FinishingOrderForm
          key={`order-${selected}`}
          tournamentId={tournamentId}
          matchNumber={selected}
          teams={teams}
          posted={matches.find((match) => match.matchNumber === selected)}
          system={system}
          onSaved={afterSaving}
        />
      ) : (
        <SheetForm
          // A new match starts from its own sheet, not the one being left.
          key={selected}
          tournamentId={tournamentId}
          matchNumber={selected}
          teams={teams}
          matches={matches}
        />
      )}
      <ScoringExtras tournamentId={tournamentId} matchNumber={selected} teams={teams} />
    </>
  );
}
