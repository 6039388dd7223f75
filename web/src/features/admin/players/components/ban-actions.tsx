import { useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { BAN_REASON_MAX_LENGTH } from '#common/validation';
import { ReasonDialog } from '../../shell/public';
import { useBanPlayer } from '../api/use-ban-player';

interface BanActionsProps {
  player: { id: string; username: string; banned: boolean; role: string };
  /** After the platform answered: the page asks for the player again. */
  onChanged: (conflict: string | null) => void;
}

/**
 * Ban or unban, each with a reason kept in the audit record. Lifting a ban asks for a reason
 * too: the player's bans then read as a story, each step with its why.
 */
export function BanActions({ player, onChanged }: BanActionsProps) {
  const banOrUnban = useBanPlayer(player);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!player.banned && player.role.toUpperCase() === 'ADMIN') return null;

  const submit = async (reason: string) => {
    const outcome = await banOrUnban(reason);
    if (outcome.ok) {
      setOpen(false);
      toast.success(
        player.banned ? `${player.username} is unbanned` : `${player.username} is banned`,
      );
      onChanged(null);
    } else if (outcome.conflict) {
      setOpen(false);
      onChanged(outcome.message);
    } else {
      setError(outcome.message);
    }
  };

  const verb = player.banned ? 'Unban' : 'Ban';
  return (
    <>
      <div className="console-actions">
        <button
          type="button"
          className={player.banned ? 'button' : 'button button--primary'}
          onClick={() => {
            setError(null);
            setOpen(true);
          }}
        >
          {verb} player
        </button>
      </div>
      {open && (
        <ReasonDialog
          title={`${verb} ${player.username}`}
          confirmLabel={`${verb} ${player.username}`}
          reasonLabel={player.banned ? 'Reason (kept in the audit)' : 'Reason (kept with the ban)'}
          maxLength={BAN_REASON_MAX_LENGTH}
          error={error}
          onConfirm={submit}
          onClose={() => setOpen(false)}
        >
          <p>
            {player.banned
              ? `${player.username} can log in, book and move money again.`
              : `${player.username} can no longer log in, book or move money, and is logged out everywhere.`}
          </p>
        </ReasonDialog>
      )}
    </>
  );
}
