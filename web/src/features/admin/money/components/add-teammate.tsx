import { useId, useState } from 'react';
import { usePlayerSearchQuery } from '../../../../generated/admin';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import type { PlanMember } from '../utils/payout-plan';

const SEARCH_DELAY_MS = 300;

/**
 * A teammate whose name the leader typed has no account on the team; the organiser finds their
 * account by username, mobile or e-mail and adds it, so they share the prize.
 */
export function AddTeammate({
  teamName,
  members,
  onAdd,
}: {
  teamName: string;
  members: readonly PlanMember[];
  onAdd: (member: PlanMember) => void;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const settled = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const { data } = usePlayerSearchQuery({ variables: { search: settled }, skip: !settled });
  const found = settled ? (data?.admin.users ?? []) : [];
  const candidates = found.filter((user) => !members.some((member) => member.userId === user.id));

  if (!open) {
    return (
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        Add player to {teamName}
      </button>
    );
  }
  return (
    <div className="add-teammate">
      <label htmlFor={searchId} className="form-field__label">
        Find a player for {teamName}
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
      {settled && data && candidates.length === 0 && (
        <p className="console-card__meta">No other player matches “{settled}”.</p>
      )}
      {candidates.length > 0 && (
        <ul className="console-list add-teammate__results">
          {candidates.map((user) => (
            <li key={user.id} className="console-card__row">
              <span>
                {user.username} <span className="console-card__meta">{user.mobile}</span>
              </span>
              <button
                type="button"
                className="button"
                onClick={() => {
                  onAdd({ userId: user.id, username: user.username, added: true });
                  setSearch('');
                  setOpen(false);
                }}
              >
                Add {user.username}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
        Done
      </button>
    </div>
  );
}
