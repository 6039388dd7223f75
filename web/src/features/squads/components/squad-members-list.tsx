import type { SquadFieldsFragment } from '../../../generated/squads';

type Member = SquadFieldsFragment['members'][number];

/** The squad's places: members with their Free Fire identity, names without an account. */
export function SquadMembersList({
  members,
  onRemove,
}: {
  members: readonly Member[];
  /** The booker's Remove button on each member other than themselves. */
  onRemove?: (member: Member) => void;
}) {
  return (
    <ul className="squad-members" aria-label="Squad members">
      {members.map((member) => (
        <li key={member.position} className="squad-members__item">
          <span className="squad-members__position">P{member.position}</span>
          <span className="squad-members__name">
            <strong>{member.inGameName}</strong>
            {member.username ? (
              <span className="muted">
                {' '}
                @{member.username}
                {member.ffUid ? ` · UID ${member.ffUid}` : ''}
                {member.isBooker ? ' · booked' : ''}
              </span>
            ) : (
              <span className="muted"> · name only</span>
            )}
          </span>
          {onRemove && member.userId && !member.isBooker && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => onRemove(member)}
              aria-label={`Remove ${member.inGameName}`}
            >
              Remove
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
