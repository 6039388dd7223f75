import { Link, useSearchParams } from 'react-router';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import {
  type ConsoleTournamentCardFragment,
  type TournamentStatus,
  useConsoleTournamentsQuery,
} from '../../../../generated/admin';
import { ConsoleTime } from '../../../../lib/zoned-time';
import { PATHS, adminEditTournamentPath, adminTournamentPath } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { KIND_LABELS, STATUS_LABELS, TournamentStatusBadge, slotsText } from './tournament-status';
import './tournaments-console.css';

const FILTERS: readonly (TournamentStatus | null)[] = [
  null,
  'UPCOMING',
  'LIVE',
  'COMPLETED',
  'CANCELLED',
];

/** The filter lives in the address (`?status=live`), so Back and a shared link keep it. */
function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status')?.toUpperCase();
  const status = FILTERS.find((filter) => filter === asked) ?? null;
  const choose = (next: TournamentStatus | null) =>
    setParams(next ? { status: next.toLowerCase() } : {}, { replace: true });
  return [status, choose] as const;
}

function StatusFilter({
  status,
  onChoose,
}: {
  status: TournamentStatus | null;
  onChoose: (status: TournamentStatus | null) => void;
}) {
  return (
    <div className="console-filter" role="group" aria-label="Status">
      {FILTERS.map((filter) => (
        <button
          key={filter ?? 'ALL'}
          type="button"
          className="console-filter__option"
          aria-pressed={filter === status}
          onClick={() => onChoose(filter)}
        >
          {filter ? STATUS_LABELS[filter] : 'All'}
        </button>
      ))}
    </div>
  );
}

function TournamentCard({ admin }: { admin: ConsoleTournamentCardFragment }) {
  const { tournament } = admin;
  return (
    <li className="console-card">
      <div className="console-card__row">
        <h2 className="console-card__title">{tournament.name}</h2>
        <TournamentStatusBadge status={tournament.status} />
      </div>
      <p className="console-card__meta">
        {KIND_LABELS[tournament.kind]} · <ConsoleTime iso={tournament.startsAt} withYear /> · Slots{' '}
        {slotsText(tournament)}
      </p>
      <div className="console-actions">
        <Link
          to={adminTournamentPath(admin.id)}
          className="button button--primary"
          aria-label={`Match desk: ${tournament.name}`}
        >
          Match desk
        </Link>
        <Link
          to={adminEditTournamentPath(admin.id)}
          className="button"
          aria-label={`Edit: ${tournament.name}`}
        >
          Edit
        </Link>
      </div>
    </li>
  );
}

/** /admin/tournaments: tournaments of both kinds by status, newest start first, with create. */
export function AdminTournamentListPage() {
  useDocumentTitle('Tournaments');
  const [status, setStatus] = useStatusFilter();
  const { data, previousData, loading, error } = useConsoleTournamentsQuery({
    variables: { status },
    fetchPolicy: 'cache-and-network',
  });
  // While another filter loads, the previous cards stay instead of a flashing loader.
  const tournaments = (data ?? previousData)?.admin.tournaments;

  let content;
  if (error) content = <StatusMessage tone="error">Error: {error.message}</StatusMessage>;
  else if (!tournaments) content = <Loader label="Loading tournaments..." />;
  else if (tournaments.length === 0)
    content = (
      <StatusMessage>
        {status ? `No ${STATUS_LABELS[status].toLowerCase()} tournaments.` : 'No tournaments yet.'}
      </StatusMessage>
    );
  else
    content = (
      <ul className="console-list console-cards" aria-label="Tournaments" aria-busy={loading}>
        {tournaments.map((admin) => (
          <TournamentCard key={admin.id} admin={admin} />
        ))}
      </ul>
    );

  return (
    <>
      <div className="console-heading">
        <h1 className="console-title">Tournaments</h1>
        <Link to={PATHS.adminNewTournament} className="button button--primary">
          New tournament
        </Link>
      </div>
      <StatusFilter status={status} onChoose={setStatus} />
      {content}
    </>
  );
}
