import { Link } from 'react-router';
import type { MatchDeskQuery } from '../../../../generated/admin';
import { ConsoleTime } from '../../../../lib/zoned-time';
import {
  adminEditTournamentPath,
  adminPayoutsPath,
  adminTournamentBooksPath,
  detailsPathOf,
} from '../../../../lib/paths';
import {
  CancelTournamentButton,
  KIND_LABELS,
  RepeatNightActions,
  TournamentStatusBadge,
  slotsText,
} from '../../tournaments/public';
import { StatusActions } from './status-actions';

type Desk = NonNullable<MatchDeskQuery['admin']['tournament']>;

/** The tournament at a glance, with what can be done to it as a whole. */
export function DeskHeader({ desk, onCancelled }: { desk: Desk; onCancelled: () => void }) {
  const { tournament } = desk;
  return (
    <header className="match-desk__header">
      <div className="console-card__row">
        <h1 className="console-title">{tournament.name}</h1>
        <TournamentStatusBadge status={tournament.status} />
      </div>
      <p className="console-card__meta">
        {KIND_LABELS[tournament.kind]} · <ConsoleTime iso={tournament.startsAt} withYear /> · Slots{' '}
        {slotsText(tournament)} · {tournament.matchesCount}{' '}
        {tournament.matchesCount === 1 ? 'match' : 'matches'}
        {tournament.kind === 'SPECIAL' && ` · ${desk.teamSize} per team`}
      </p>
      <div className="console-actions">
        <Link to={adminEditTournamentPath(desk.id)} className="button">
          Edit
        </Link>
        <StatusActions desk={desk} />
        <RepeatNightActions
          tournamentId={desk.id}
          name={tournament.name}
          status={tournament.status}
        />
        {tournament.status === 'COMPLETED' && (
          <Link to={adminPayoutsPath(desk.id)} className="button button--primary">
            Prize payouts
          </Link>
        )}
        <CancelTournamentButton
          tournamentId={desk.id}
          name={tournament.name}
          status={tournament.status}
          onCancelled={onCancelled}
        />
      </div>
      <p className="console-card__meta">
        <Link to={detailsPathOf(tournament)}>Open the players' page</Link> ·{' '}
        <Link to={adminTournamentBooksPath(desk.id)}>Books</Link>
      </p>
    </header>
  );
}
