import { useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { BAN_REASON_MAX_LENGTH } from '#common/validation';
import { ReasonDialog } from '../../shell/public';
import { useSetTeamStatus } from '../api/use-set-team-status';
import type { DeskTeam } from '../utils/result-sheet';
import { type StatusChange, TEAM_STATUS_LABELS } from '../utils/team-status';

/** A team's change of status, asked once more with the reason the history keeps. */
export function TeamStatusDialog({
  tournamentId,
  team,
  change,
  onClose,
}: {
  tournamentId: string;
  team: DeskTeam;
  change: StatusChange;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const setTeamStatus = useSetTeamStatus(tournamentId, team.id);

  async function confirm(reason: string) {
    setError(null);
    const outcome = await setTeamStatus(change.status, reason);
    if (outcome.ok) {
      toast.success(
        outcome.message || `${team.name} is now ${TEAM_STATUS_LABELS[change.status].toLowerCase()}`,
      );
      onClose();
      return;
    }
    setError(outcome.message);
  }

  const takesOut = change.status !== 'ACTIVE';
  return (
    <ReasonDialog
      title={change.title(team.name)}
      confirmLabel={change.action}
      reasonLabel={takesOut ? 'Reason (kept in the match history)' : 'Reason (optional)'}
      reasonRequired={takesOut}
      maxLength={BAN_REASON_MAX_LENGTH}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    >
      {change.status === 'DISQUALIFIED' && (
        <p>A disqualified team keeps its results in the standings but wins no prize.</p>
      )}
      {change.status === 'ABSENT' && (
        <p>An absent team stays in the standings with what it scored.</p>
      )}
    </ReasonDialog>
  );
}
