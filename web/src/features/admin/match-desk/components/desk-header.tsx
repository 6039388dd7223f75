import { useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { Link } from 'react-router';
import { FormError } from '../../../../components/form/form-error';
import {
  type MatchDeskQuery,
  type TournamentStatus,
  useUpdateTournamentMutation,
} from '../../../../generated/admin';
import { formatUtcDateTime, isoOf } from '../../../../lib/format-date';
import { adminEditTournamentPath, adminPayoutsPath, detailsPathOf } from '../../../../lib/paths';
import { payloadFailureMessage, thrownServerMessage } from '../../../entries/utils/server-message';
import { CancelTournamentButton } from '../../tournaments/components/cancel-tournament';
import {
  KIND_LABELS,
  TournamentStatusBadge,
  slotsText,
} from '../../tournaments/components/tournament-status';

type Desk = NonNullable<MatchDeskQuery['admin']['tournament']>;

/** Where a tournament can go from where it is; cancelling has its own confirmed button. */
const STATUS_MOVES: Record<TournamentStatus, { status: TournamentStatus; label: string }[]> = {
  UPCOMING: [
    { status: 'LIVE', label: 'Mark live' },
    { status: 'COMPLETED', label: 'Mark completed' },
  ],
  LIVE: [
    { status: 'COMPLETED', label: 'Mark completed' },
    { status: 'UPCOMING', label: 'Back to upcoming' },
  ],
  COMPLETED: [{ status: 'LIVE', label: 'Back to live' }],
  CANCELLED: [],
};

const STATUS_FAILED = 'The status could not be changed. Try again.';

function StatusActions({ desk }: { desk: Desk }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [updateTournament, { loading }] = useUpdateTournamentMutation({
    refetchQueries: ['MatchDesk'],
    awaitRefetchQueries: true,
  });

  async function move(status: TournamentStatus) {
    setFailure(null);
    try {
      const { data } = await updateTournament({ variables: { id: desk.id, patch: { status } } });
      const payload = data?.updateTournament;
      if (payload && payload.errors.length === 0) {
        toast.success(payload.message || 'Status changed');
        return;
      }
      setFailure((payload && payloadFailureMessage(payload, null)) ?? STATUS_FAILED);
    } catch (error) {
      setFailure(thrownServerMessage(error) ?? STATUS_FAILED);
    }
  }

  return (
    <>
      {STATUS_MOVES[desk.tournament.status].map((next) => (
        <button
          key={next.status}
          type="button"
          className="button"
          disabled={loading}
          onClick={() => void move(next.status)}
        >
          {next.label}
        </button>
      ))}
      {failure && (
        <div className="match-desk__failure">
          <FormError message={failure} />
        </div>
      )}
    </>
  );
}

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
        {KIND_LABELS[tournament.kind]} ·{' '}
        <time dateTime={isoOf(tournament.startsAt)}>{formatUtcDateTime(tournament.startsAt)}</time>{' '}
        · Slots {slotsText(tournament)} · {tournament.matchesCount}{' '}
        {tournament.matchesCount === 1 ? 'match' : 'matches'}
        {tournament.kind === 'SPECIAL' && ` · ${desk.teamSize} per team`}
      </p>
      <div className="console-actions">
        <Link to={adminEditTournamentPath(desk.id)} className="button">
          Edit
        </Link>
        <StatusActions desk={desk} />
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
        <Link to={detailsPathOf(tournament)}>Open the players' page</Link>
      </p>
    </header>
  );
}
