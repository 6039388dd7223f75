import { useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { FormError } from '../../../../components/form/form-error';
import type { MatchDeskQuery, TournamentStatus } from '../../../../generated/admin';
import { useMoveTournament } from '../api/use-move-tournament';

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

/** The moves a tournament's status can make from where it is, each one press. */
export function StatusActions({ desk }: { desk: Desk }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { move: send, moving } = useMoveTournament(desk.id);

  async function move(status: TournamentStatus) {
    setFailure(null);
    const outcome = await send(status);
    if (outcome.ok) {
      toast.success(outcome.message || 'Status changed');
      return;
    }
    setFailure(outcome.message);
  }

  return (
    <>
      {STATUS_MOVES[desk.tournament.status].map((next) => (
        <button
          key={next.status}
          type="button"
          className="button"
          disabled={moving}
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
