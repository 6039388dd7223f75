import { useState } from 'react';
import type { MatchDeskQuery } from '../../../../generated/admin';
import { STATUS_MOVES, type StatusMove } from '../utils/status-moves';
import { StatusChangeDialog } from './status-change-dialog';

type Desk = NonNullable<MatchDeskQuery['admin']['tournament']>;

/**
 * The moves a tournament's status can make from where it is, each confirmed with what it means;
 * the moves back (undo) are offered too, and refused in the dialog once money has moved.
 */
export function StatusActions({ desk }: { desk: Desk }) {
  const [asking, setAsking] = useState<StatusMove | null>(null);
  const { status, name } = desk.tournament;
  return (
    <>
      {STATUS_MOVES[status].map((move) => (
        <button
          key={move.status}
          type="button"
          className={move.undo ? 'button button--ghost' : 'button'}
          onClick={() => setAsking(move)}
        >
          {move.label}
        </button>
      ))}
      {asking && (
        <StatusChangeDialog
          tournamentId={desk.id}
          name={name}
          from={status}
          move={asking}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
