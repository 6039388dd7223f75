import { useId, useState } from 'react';
import { ValidationError } from 'yup';
import { reasonField } from '#common/validation/admin';
import { usePlayerSearchQuery } from '../../../../generated/admin';
import { useSettledSearch } from '../../../../lib/use-debounced-value';
import type { PlanMember, RosterLine } from '../utils/payout-plan';

/** The reason's message when it breaks the audit's rule, or null. */
function reasonProblem(reason: string): string | null {
  try {
    reasonField().validateSync(reason);
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/**
 * The team's roster first (its players with an account are already paid a share); an account
 * from elsewhere, such as the real account of a name the leader typed, is added only with a
 * reason, which the platform keeps in the audit.
 */
export function AddTeammate({
  teamName,
  roster,
  members,
  onAdd,
}: {
  teamName: string;
  roster: readonly RosterLine[];
  members: readonly PlanMember[];
  onAdd: (member: PlanMember) => void;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ id: string; username: string } | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const searchId = useId();
  const reasonId = useId();
  const reasonErrorId = useId();
  const settled = useSettledSearch(search);
  const { data } = usePlayerSearchQuery({ variables: { search: settled }, skip: !settled });
  const found = settled ? (data?.admin.users ?? []) : [];
  const candidates = found.filter((user) => !members.some((member) => member.userId === user.id));

  const close = () => {
    setOpen(false);
    setSearch('');
    setChosen(null);
    setReason('');
    setReasonError(null);
  };
  const add = () => {
    if (!chosen) return;
    const problem = reasonProblem(reason);
    setReasonError(problem);
    if (problem) return;
    onAdd({ userId: chosen.id, username: chosen.username, added: true, reason: reason.trim() });
    close();
  };

  if (!open) {
    return (
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        Add player to {teamName}
      </button>
    );
  }
  return (
    <div className="add-teammate">
      {roster.length > 0 && (
        <ul className="console-list" aria-label={`${teamName}'s roster`}>
          {roster.map((line, index) => (
            <li key={index} className="console-card__meta">
              {line.inGameName}: {line.username ?? 'no account'}
            </li>
          ))}
        </ul>
      )}
      <p className="console-card__meta">
        Someone not on the roster is paid only with a reason, kept in the audit.
      </p>
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
                aria-pressed={chosen?.id === user.id}
                onClick={() => setChosen({ id: user.id, username: user.username })}
              >
                Choose {user.username}
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <div className="form-field">
          <label htmlFor={reasonId} className="form-field__label">
            Why {chosen.username} is paid {teamName}'s prize
          </label>
          <input
            id={reasonId}
            className="text-input"
            value={reason}
            maxLength={500}
            autoComplete="off"
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? reasonErrorId : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {reasonError && (
            <p id={reasonErrorId} className="form-field__error" role="alert">
              {reasonError}
            </p>
          )}
          <button type="button" className="button" onClick={add}>
            Add {chosen.username}
          </button>
        </div>
      )}
      <button type="button" className="button button--ghost" onClick={close}>
        Done
      </button>
    </div>
  );
}
