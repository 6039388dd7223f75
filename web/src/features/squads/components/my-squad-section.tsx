import { CopyButton } from '../../../components/copy-button/copy-button';
import {
  type SquadFieldsFragment,
  useCancelSquadInvitationMutation,
  useLeaveSquadMutation,
  useMySquadQuery,
  useRemoveSquadMemberMutation,
} from '../../../generated/squads';
import { runSquadChange } from '../utils/squad-change';
import { SquadInviteForm } from './squad-invite-form';
import { SquadMembersList } from './squad-members-list';
import './squads.css';

const OPEN = new Set(['UPCOMING', 'LIVE']);

function PendingInvitations({
  squad,
  onChanged,
}: {
  squad: SquadFieldsFragment;
  onChanged: () => void;
}) {
  const [cancel] = useCancelSquadInvitationMutation();
  if (squad.invitations.length === 0) return null;
  return (
    <>
      <h3 className="squad__subheading">Pending invitations</h3>
      <ul className="squad-members" aria-label="Pending invitations">
        {squad.invitations.map((invitation) => (
          <li key={invitation.id} className="squad-members__item">
            <span className="squad-members__name">@{invitation.invitee}</span>
            <button
              type="button"
              className="button button--ghost"
              aria-label={`Cancel the invitation to ${invitation.invitee}`}
              onClick={async () => {
                const done = await runSquadChange(async () => {
                  const { data } = await cancel({ variables: { id: invitation.id } });
                  return data?.cancelSquadInvitation;
                });
                if (done) onChanged();
              }}
            >
              Cancel
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * My squad on a normal tournament's page (decision 037): the booker invites teammates, shares
 * the code, sees who is pending and removes members; a member sees the squad and can leave.
 */
export function MySquadSection({ tournamentId, status }: { tournamentId: string; status: string }) {
  const { data, refetch } = useMySquadQuery({
    variables: { id: tournamentId },
    fetchPolicy: 'cache-and-network',
  });
  const [leave] = useLeaveSquadMutation();
  const [remove] = useRemoveSquadMemberMutation();
  const squad = data?.tournament?.mySquad;
  if (!squad) return null;
  const open = OPEN.has(status);
  const changed = () => void refetch();
  const withAccount = squad.members.filter((member) => member.userId).length;

  return (
    <section className="squad" aria-labelledby="my-squad-heading">
      <h2 id="my-squad-heading" className="tab-heading">
        My squad: {squad.teamName}
      </h2>
      <p className="muted">
        {withAccount} of {squad.capacity} places hold a player with an account. Members get the
        room, the bell and their share of prizes.
      </p>
      {squad.squadCode && (
        <p className="credential">
          <span>Squad code</span>
          <code className="credential__value">{squad.squadCode}</code>
          <CopyButton value={squad.squadCode} label="Copy Squad Code" />
        </p>
      )}
      <SquadMembersList
        members={squad.members}
        onRemove={
          squad.isBooker && open
            ? async (member) => {
                const done = await runSquadChange(async () => {
                  const variables = { teamId: squad.teamId, userId: member.userId ?? '' };
                  const { data: answer } = await remove({ variables });
                  return answer?.removeSquadMember;
                });
                if (done) changed();
              }
            : undefined
        }
      />
      {squad.isBooker && open && (
        <>
          <PendingInvitations squad={squad} onChanged={changed} />
          <h3 className="squad__subheading">Invite a teammate</h3>
          <SquadInviteForm teamId={squad.teamId} onInvited={changed} />
        </>
      )}
      {!squad.isBooker && open && (
        <button
          type="button"
          className="button"
          onClick={async () => {
            const done = await runSquadChange(async () => {
              const { data: answer } = await leave({ variables: { teamId: squad.teamId } });
              return answer?.leaveSquad;
            });
            if (done) changed();
          }}
        >
          Leave squad
        </button>
      )}
    </section>
  );
}
