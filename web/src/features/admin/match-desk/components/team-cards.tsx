import { useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { BAN_REASON_MAX_LENGTH } from '#common/validation';
import { type TeamStatus, useSetTeamStatusMutation } from '../../../../generated/admin';
import { payloadFailureMessage, thrownServerMessage } from '../../../entries/utils/server-message';
import { ReasonDialog } from '../../shell/components/confirm-dialog';
import type { DeskTeam } from '../utils/result-sheet';

const STATUS_LABELS: Record<TeamStatus, string> = {
  ACTIVE: 'Active',
  ABSENT: 'Absent',
  DISQUALIFIED: 'Disqualified',
};

const STATUS_TONES: Record<TeamStatus, string> = {
  ACTIVE: 'console-badge--ok',
  ABSENT: 'console-badge--warn',
  DISQUALIFIED: 'console-badge--danger',
};

interface StatusChange {
  status: TeamStatus;
  /** The button's label. */
  action: string;
  /** The dialog's title for a team. */
  title: (team: string) => string;
}

const CHANGES: Record<TeamStatus, StatusChange> = {
  ACTIVE: { status: 'ACTIVE', action: 'Mark active', title: (team) => `Mark ${team} active?` },
  ABSENT: { status: 'ABSENT', action: 'Mark absent', title: (team) => `Mark ${team} absent?` },
  DISQUALIFIED: {
    status: 'DISQUALIFIED',
    action: 'Disqualify',
    title: (team) => `Disqualify ${team}?`,
  },
};

const CHANGE_FAILED = "The team's status could not be changed. Try again.";

/** What a team can become from where it is. */
const changesFrom = (status: TeamStatus): StatusChange[] =>
  (['ACTIVE', 'ABSENT', 'DISQUALIFIED'] as const)
    .filter((next) => next !== status)
    .map((next) => CHANGES[next]);

function TeamStatusDialog({
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
  const [setTeamStatus] = useSetTeamStatusMutation({
    refetchQueries: ['MatchDesk'],
    awaitRefetchQueries: true,
  });

  async function confirm(reason: string) {
    setError(null);
    try {
      const { data } = await setTeamStatus({
        variables: { tournamentId, teamId: team.id, status: change.status, reason: reason || null },
      });
      const payload = data?.setTeamStatus;
      if (payload && payload.errors.length === 0) {
        toast.success(
          payload.message || `${team.name} is now ${STATUS_LABELS[change.status].toLowerCase()}`,
        );
        onClose();
        return;
      }
      setError((payload && payloadFailureMessage(payload, null)) ?? CHANGE_FAILED);
    } catch (thrown) {
      setError(thrownServerMessage(thrown) ?? CHANGE_FAILED);
    }
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

function TeamCard({ tournamentId, team }: { tournamentId: string; team: DeskTeam }) {
  const [change, setChange] = useState<StatusChange | null>(null);
  const players = [...team.players].sort((a, b) => a.position - b.position);
  return (
    <li className="console-card" aria-label={team.name}>
      <div className="console-card__row">
        <h3 className="console-card__title">{team.name}</h3>
        <span className={`console-badge ${STATUS_TONES[team.status]}`}>
          {STATUS_LABELS[team.status]}
        </span>
      </div>
      {team.statusReason && <p className="console-card__meta">Reason: {team.statusReason}</p>}
      <ol className="team-players">
        {players.map((player) => (
          <li key={player.position}>
            {player.inGameName}
            {player.username && <span className="muted"> @{player.username}</span>}
          </li>
        ))}
      </ol>
      <dl className="console-facts">
        {team.whatsappNumber && (
          <>
            <dt>WhatsApp</dt>
            <dd>
              <a href={`https://wa.me/91${team.whatsappNumber}`} target="_blank" rel="noreferrer">
                {team.whatsappNumber}
              </a>
            </dd>
          </>
        )}
        {team.teamCode && (
          <>
            <dt>Team code</dt>
            <dd>{team.teamCode}</dd>
          </>
        )}
      </dl>
      <div className="console-actions">
        {changesFrom(team.status).map((next) => (
          <button
            key={next.status}
            type="button"
            className="button"
            onClick={() => setChange(next)}
          >
            {next.action}
          </button>
        ))}
      </div>
      {change && (
        <TeamStatusDialog
          tournamentId={tournamentId}
          team={team}
          change={change}
          onClose={() => setChange(null)}
        />
      )}
    </li>
  );
}

/** The booked teams with their players, contact and code, and their status in play. */
export function TeamCards({
  tournamentId,
  teams,
}: {
  tournamentId: string;
  teams: readonly DeskTeam[];
}) {
  if (teams.length === 0) return <p className="console-card__meta">No teams have entered yet.</p>;
  return (
    <ul className="console-list console-cards" aria-label="Teams">
      {teams.map((team) => (
        <TeamCard key={team.id} tournamentId={tournamentId} team={team} />
      ))}
    </ul>
  );
}
