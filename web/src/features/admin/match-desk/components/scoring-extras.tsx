import { type ChangeEvent, useState } from 'react';
import { FormError } from '../../../../components/form/form-error';
import { toast } from '../../../../lib/toast/toast';
import { uploadBanner } from '../../tournaments/public';
import { useMatchExtraChanges, useMatchExtras } from '../api/use-match-extras';
import type { DeskTeam } from '../utils/result-sheet';
import { PenaltyForm } from './penalty-form';

/** Under a match's results: its penalties (give, take back) and its result screenshots. */
export function ScoringExtras({
  tournamentId,
  matchNumber,
  teams,
}: {
  tournamentId: string;
  matchNumber: number;
  teams: readonly DeskTeam[];
}) {
  const { penalties, screenshots } = useMatchExtras(tournamentId, matchNumber);
  const changes = useMatchExtraChanges(tournamentId, matchNumber);
  const [failure, setFailure] = useState<string | null>(null);

  async function attach(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    try {
      const outcome = await changes.attachScreenshot(await uploadBanner(file));
      if (outcome.ok) toast.success('Screenshot attached');
      else setFailure(outcome.message);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The screenshot could not be uploaded.');
    }
  }

  return (
    <section className="scoring-extras" aria-labelledby="scoring-extras-title">
      <h3 id="scoring-extras-title" className="console-section__title">
        Match {matchNumber}: penalties and screenshots
      </h3>
      {penalties.length > 0 && (
        <ul className="console-list" aria-label={`Penalties in match ${matchNumber}`}>
          {penalties.map((penalty) => (
            <li key={penalty.id} className="scoring-extras__penalty">
              <span>
                {penalty.teamName} · −{penalty.points} · {penalty.reason}
              </span>
              <button
                type="button"
                className="button button--ghost"
                onClick={() =>
                  void changes.removePenalty(penalty.id).then((outcome) => {
                    if (outcome.ok) toast.success('Penalty taken back');
                    else setFailure(outcome.message);
                  })
                }
              >
                Take back<span className="visually-hidden"> {penalty.teamName}’s penalty</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <PenaltyForm matchNumber={matchNumber} teams={teams} onGive={changes.addPenalty} />
      <label className="button button--ghost scoring-extras__upload">
        Attach a result screenshot
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="visually-hidden"
          onChange={(event) => void attach(event)}
        />
      </label>
      {screenshots.length > 0 && (
        <ul className="scoring-extras__shots" aria-label={`Screenshots of match ${matchNumber}`}>
          {screenshots.map((shot, index) => (
            <li key={shot.id} className="scoring-extras__shot">
              <button
                type="button"
                className="button button--ghost"
                onClick={() =>
                  void changes.removeScreenshot(shot.id).then((outcome) => {
                    if (outcome.ok) toast.success('Screenshot removed');
                    else setFailure(outcome.message);
                  })
                }
              >
                Remove<span className="visually-hidden"> screenshot {index + 1}</span>
              </button>
              <img
                src={shot.url}
                alt={`Match ${matchNumber} screenshot ${index + 1}`}
                width={120}
                height={68}
              />
            </li>
          ))}
        </ul>
      )}
      <FormError message={failure} />
    </section>
  );
}
