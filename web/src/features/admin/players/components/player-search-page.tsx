import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { usePlayerSearchQuery } from '../../../../generated/admin';
import { formatLongDate } from '../../../../lib/format-date';
import { adminPlayerPath } from '../../../../lib/paths';
import { useSettledSearch } from '../../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { thrownServerMessage } from '../../../../components/form/payload-errors';
import { AccountBadges } from './account-badges';
import './players.css';

/** /admin/players: accounts by username, mobile or e-mail, newest first. */
export function PlayerSearchPage() {
  useDocumentTitle('Players');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const settled = useSettledSearch(search);
  const { data, previousData, error } = usePlayerSearchQuery({
    variables: { search: settled || null },
    fetchPolicy: 'cache-and-network',
  });
  const users = (data ?? previousData)?.admin.users;

  let content;
  if (!users && error) {
    content = (
      <StatusMessage tone="error">
        {thrownServerMessage(error) ?? 'Could not load the players'}
      </StatusMessage>
    );
  } else if (!users) {
    content = <Loader label="Loading players..." />;
  } else if (users.length === 0) {
    content = (
      <StatusMessage>
        {settled ? `No player matches “${settled}”.` : 'No players yet.'}
      </StatusMessage>
    );
  } else {
    content = (
      <ul className="console-list console-cards" aria-label="Players">
        {users.map((user) => (
          <li key={user.id} className="console-card player-card">
            <div className="console-card__row">
              <Link className="console-link player-card__name" to={adminPlayerPath(user.id)}>
                {user.username}
              </Link>
              <AccountBadges role={user.role} banned={user.banned} />
            </div>
            <p className="console-card__meta">
              {user.mobile} · {user.email}
            </p>
            <p className="console-card__meta">Joined {formatLongDate(user.createdAt)}</p>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <h1 className="console-title">Players</h1>
      <div role="search" className="player-search">
        <label htmlFor={searchId} className="form-field__label">
          Search players
        </label>
        <input
          id={searchId}
          className="text-input"
          type="search"
          value={search}
          maxLength={100}
          placeholder="Username, mobile or e-mail"
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {content}
    </>
  );
}
