import { Link } from 'react-router';
import type { PlayerDetailQuery } from '../../../../generated/admin';
import { ConsoleTime } from '../../../../lib/zoned-time';
import { adminTournamentPath } from '../../../../lib/paths';

type Entry = NonNullable<PlayerDetailQuery['admin']['user']>['entries'][number];

const TEAM_STATUS_TONE = { ACTIVE: 'ok', ABSENT: 'warn', DISQUALIFIED: 'danger' } as const;

/** The tournaments the player is in, each linking to its match desk. */
export function PlayerEntries({ entries }: { entries: readonly Entry[] }) {
  if (entries.length === 0) return <p className="console-card__meta">No tournaments entered.</p>;
  return (
    <ul className="console-list console-cards" aria-label="Entries">
      {entries.map((entry) => (
        <li key={`${entry.tournament.id}-${entry.teamId}`} className="console-card">
          <div className="console-card__row">
            <Link className="console-link" to={adminTournamentPath(entry.tournament.id)}>
              {entry.tournament.name}
            </Link>
            <span className="console-badge">{entry.tournament.status}</span>
          </div>
          <p className="console-card__meta">
            <ConsoleTime iso={entry.tournament.startsAt} withYear />
          </p>
          <div className="console-card__row">
            <span>
              {entry.teamName} · {entry.inGameName}
              {entry.position === 1 ? ' (leader)' : ''}
            </span>
            <span className={`console-badge console-badge--${TEAM_STATUS_TONE[entry.teamStatus]}`}>
              {entry.teamStatus}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
