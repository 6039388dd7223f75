import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../../components/loader/loader';
import { StatusMessage } from '../../../components/states/status-message';
import { useMyTournamentsQuery } from '../../../generated/profile';
import { UtcStart } from '../../../lib/zoned-time';
import { detailsPathOf } from '../../../lib/paths';
import { useSettledSearch } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import './profile.css';

/** SPEC §2: 'Live' with a spinner for a live tournament, 'Live Soon' for any other. */
export function LiveBadge({ live }: { live: boolean }) {
  return live ? (
    <span className="status-badge status-badge--live">
      <span className="status-badge__spinner" aria-hidden="true" />
      Live
    </span>
  ) : (
    <span className="status-badge">Live Soon</span>
  );
}

/** My tournaments: the viewer's booked tournaments, searchable (the gateway filters). */
export function MyTournamentsPage() {
  useDocumentTitle('My Tournaments');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const settled = useSettledSearch(search);
  const { data, previousData, error } = useMyTournamentsQuery({
    variables: { search: settled || null },
  });
  const tournaments = (data ?? previousData)?.viewer?.tournaments;

  let content;
  if (error) content = <StatusMessage tone="error">Error: {error.message}</StatusMessage>;
  else if (!tournaments) content = <Loader label="Loading tournaments..." />;
  else if (tournaments.length === 0) content = <StatusMessage>No tournaments found.</StatusMessage>;
  else
    content = (
      <ul className="my-tournaments">
        {tournaments.map((tournament) => (
          <li key={`${tournament.kind}-${tournament.id}`} className="my-tournaments__item">
            <div>
              <Link to={detailsPathOf(tournament)}>{tournament.name}</Link>
              <p className="muted">
                <UtcStart iso={tournament.startsAt} />
              </p>
            </div>
            <LiveBadge live={tournament.status === 'LIVE'} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="page">
      <h1 className="page__title">My Tournaments</h1>
      <div role="search">
        <label htmlFor={searchId} className="visually-hidden">
          Search my tournaments
        </label>
        <input
          id={searchId}
          className="text-input"
          type="search"
          value={search}
          placeholder="Search my tournaments"
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {content}
    </div>
  );
}
