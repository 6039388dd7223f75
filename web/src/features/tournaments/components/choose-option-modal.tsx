import { Link } from 'react-router';
import { Modal } from '../../../components/modal/modal';
import { createTeamPath, joinTeamPath } from '../../../lib/paths';

/** SPEC §2: booking a special tournament means joining a team by code or creating one. */
export function ChooseOptionModal({
  tournamentId,
  onClose,
}: {
  tournamentId: string;
  onClose: () => void;
}) {
  return (
    <Modal title="Choose an Option" onClose={onClose}>
      <p className="muted">Join your squad with its team code, or create a team and share yours.</p>
      <div className="option-links">
        <Link to={joinTeamPath(tournamentId)} className="button button--primary" onClick={onClose}>
          Join Team
        </Link>
        <Link to={createTeamPath(tournamentId)} className="button" onClick={onClose}>
          Create Team
        </Link>
      </div>
    </Modal>
  );
}
