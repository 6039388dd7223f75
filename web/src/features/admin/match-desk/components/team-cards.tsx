import { useState } from 'react';
import type { DeskTeam } from '../utils/result-sheet';
import {
  type StatusChange,
  TEAM_STATUS_LABELS,
  TEAM_STATUS_TONES,
  changesFrom,
} from '../utils/team-status';
import { TeamStatusDialog } from './team-status-dialog';

function TeamCard({ tournamentId, team }: { tournamentId: string; team: DeskTeam }) {
  const [change, setChange] = useState<StatusChange | null>(null);
  const players = [...team.players].sort((a, b) => a.position - b.position);
  return (
    <li className="console-card" aria-label={team.name}>
      <div className="console-card__row">
        <h3 className="console-card__title">{team.name}</h3>
        <span className={`console-badge ${TEAM_STATUS_TONES[team.status]}`}>
          {TEAM_STATUS_LABELS[team.status]}
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
