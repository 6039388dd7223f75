import { Link, useNavigate } from 'react-router';
import { Loader } from '../../../components/loader/loader';
import { StatusMessage } from '../../../components/states/status-message';
import {
  type SquadInvitationFieldsFragment,
  useAcceptSquadInvitationMutation,
  useDeclineSquadInvitationMutation,
  useSquadInvitationsQuery,
} from '../../../generated/squads';
import { formatUtcDateTime, isoOf } from '../../../lib/format-date';
import { PATHS, tournamentDetailsPath } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { runSquadChange } from '../utils/squad-change';
import { JoinSquadForm } from './join-squad-form';
import './squads.css';

export const NO_INVITATIONS = 'No invitations right now.';
export const NEEDS_IGN = 'Add your Free Fire in-game name in Edit Profile before you accept.';

function InvitationItem({
  invitation,
  onDone,
}: {
  invitation: SquadInvitationFieldsFragment;
  onDone: (joined: boolean) => void;
}) {
  const [accept, accepting] = useAcceptSquadInvitationMutation();
  const [decline, declining] = useDeclineSquadInvitationMutation();
  const busy = accepting.loading || declining.loading;
  const variables = { id: invitation.id };
  return (
    <li className="squad squad-members__item">
      <div className="squad-members__name">
        <strong>{invitation.teamName}</strong> · {invitation.tournamentName}
        <p className="muted">
          Invited by @{invitation.invitedBy}
          {invitation.tournamentStart && (
            <>
              {' · starts '}
              <time dateTime={isoOf(invitation.tournamentStart)}>
                {formatUtcDateTime(invitation.tournamentStart)}
              </time>
            </>
          )}
        </p>
      </div>
      <div className="invitations__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-label={`Accept the invitation to ${invitation.teamName}`}
          onClick={async () => {
            const joined = await runSquadChange(async () => {
              const { data } = await accept({ variables });
              return data?.acceptSquadInvitation;
            });
            if (joined) onDone(true);
          }}
        >
          Accept
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-label={`Decline the invitation to ${invitation.teamName}`}
          onClick={async () => {
            const done = await runSquadChange(async () => {
              const { data } = await decline({ variables });
              return data?.declineSquadInvitation;
            });
            if (done) onDone(false);
          }}
        >
          Decline
        </button>
      </div>
    </li>
  );
}

/** The squad invitations inbox (the bell links here) and joining a squad by its code. */
export function SquadInvitationsPage() {
  useDocumentTitle('Squad invitations');
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useSquadInvitationsQuery({
    fetchPolicy: 'cache-and-network',
  });
  const viewer = data?.viewer;

  let content;
  if (error && !viewer)
    content = <StatusMessage tone="error">Error: {error.message}</StatusMessage>;
  else if (!viewer && loading) content = <Loader label="Loading invitations..." />;
  else if (!viewer || viewer.squadInvitations.length === 0)
    content = <StatusMessage>{NO_INVITATIONS}</StatusMessage>;
  else
    content = (
      <ul className="squad-members" aria-label="Invitations">
        {viewer.squadInvitations.map((invitation) => (
          <InvitationItem
            key={invitation.id}
            invitation={invitation}
            onDone={(joined) =>
              joined
                ? void navigate(tournamentDetailsPath(invitation.tournamentId))
                : void refetch()
            }
          />
        ))}
      </ul>
    );

  return (
    <div className="page">
      <h1 className="page__title">Squad invitations</h1>
      {viewer && !viewer.ffIgn && (
        <p className="muted">
          {NEEDS_IGN} <Link to={PATHS.profileEdit}>Edit Profile</Link>
        </p>
      )}
      {content}
      <h2 className="tab-heading">Join by squad code</h2>
      <JoinSquadForm />
    </div>
  );
}
