import { useState } from 'react';
import { BAN_REASON_MAX_LENGTH } from '#common/validation';
import type { MatchNightQuery } from '../../../../generated/admin';
import { ConsoleTime } from '../../../../lib/zoned-time';
import { toast } from '../../../../lib/toast/toast';
import { ReasonDialog } from '../../shell/public';
import { useMarkAbsent } from '../api/use-mark-absent';

type CheckIns = NonNullable<MatchNightQuery['admin']['tournament']>['checkIns'];
type Squad = CheckIns['squads'][number];

const PHASE_WORDS = {
  OFF: 'This tournament has no check-in.',
  NOT_OPEN: 'Check-in is not open yet.',
  OPEN: 'Check-in is open.',
  CLOSED: 'Check-in has closed.',
} as const;

function MarkAbsentDialog({
  tournamentId,
  squad,
  onClose,
}: {
  tournamentId: string;
  squad: Squad;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const markAbsent = useMarkAbsent(tournamentId, squad.teamId);
  async function confirm(reason: string) {
    setError(null);
    const outcome = await markAbsent(reason);
    if (outcome.ok) {
      toast.success(outcome.message || `${squad.teamName} is now absent`);
      onClose();
      return;
    }
    setError(outcome.message);
  }
  return (
    <ReasonDialog
      title={`Mark ${squad.teamName} absent?`}
      confirmLabel="Mark absent"
      reasonLabel="Reason (kept in the match history)"
      maxLength={BAN_REASON_MAX_LENGTH}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>The squad is told in the bell; an absent squad’s entry fee is not refunded.</p>
    </ReasonDialog>
  );
}

function SquadState({ squad }: { squad: Squad }) {
  if (squad.status === 'ABSENT') return <span>Absent</span>;
  if (squad.status === 'DISQUALIFIED') return <span>Disqualified</span>;
  if (!squad.checkedInAt) return <span>Not checked in</span>;
  return (
    <span>
      Checked in <ConsoleTime iso={squad.checkedInAt} />
    </span>
  );
}

/** Who checked in, live, with Mark absent for a squad that has not (and is still active). */
export function CheckInList({
  tournamentId,
  checkIns,
}: {
  tournamentId: string;
  checkIns: CheckIns;
}) {
  const [absent, setAbsent] = useState<Squad | null>(null);
  const { window, squads } = checkIns;
  const checkedIn = squads.filter((squad) => squad.checkedInAt).length;
  return (
    <>
      <p>
        {PHASE_WORDS[window.phase]}{' '}
        {window.phase !== 'OFF' && `${checkedIn} of ${squads.length} squads checked in.`}
      </p>
      <ul className="check-in-list" aria-label="Check-in">
        {squads.map((squad) => (
          <li key={squad.teamId} className="check-in-list__item">
            <span className="check-in-list__name">{squad.teamName}</span>
            <SquadState squad={squad} />
            {squad.status === 'ACTIVE' && !squad.checkedInAt && (
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Mark absent: ${squad.teamName}`}
                onClick={() => setAbsent(squad)}
              >
                Mark absent
              </button>
            )}
          </li>
        ))}
      </ul>
      {absent && (
        <MarkAbsentDialog
          tournamentId={tournamentId}
          squad={absent}
          onClose={() => setAbsent(null)}
        />
      )}
    </>
  );
}
