import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { useConsoleTournamentFormQuery } from '../../../../generated/admin';
import { adminTournamentPath } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { PrizePoolEscrowSection } from '../../escrow/public';
import { NEW_TOURNAMENT, valuesOf } from '../utils/tournament-form-values';
import { CancelTournamentButton } from './cancel-tournament';
import { DuplicateTournament } from './duplicate-tournament';
import { RegistrationPanel } from './registration-panel';
import { TournamentForm } from './tournament-form';
import './tournaments-console.css';

function EditTournament({ tournamentId }: { tournamentId: string }) {
  const navigate = useNavigate();
  const { data, error } = useConsoleTournamentFormQuery({
    variables: { id: tournamentId },
    // The form starts from the tournament as it is now, not as an earlier screen read it.
    fetchPolicy: 'network-only',
  });
  const existing = data?.admin.tournament;
  useDocumentTitle(existing ? `Edit ${existing.tournament.name}` : 'Edit tournament');

  if (error) return <StatusMessage tone="error">Error: {error.message}</StatusMessage>;
  if (!data) return <Loader label="Loading the tournament..." />;
  if (!existing)
    return <StatusMessage>There is no tournament with id {tournamentId}.</StatusMessage>;
  const { tournament } = existing;
  return (
    <>
      <div className="console-heading">
        <h1 className="console-title">Edit {tournament.name}</h1>
        <CancelTournamentButton
          tournamentId={existing.id}
          name={tournament.name}
          status={tournament.status}
          onCancelled={() => void navigate(adminTournamentPath(existing.id))}
        />
      </div>
      <RegistrationPanel tournamentId={existing.id} />
      <PrizePoolEscrowSection tournamentId={existing.id} />
      <TournamentForm
        initialValues={valuesOf(existing)}
        existing={{ id: existing.id, kind: tournament.kind, status: tournament.status }}
      />
    </>
  );
}

function NewTournament() {
  useDocumentTitle('New tournament');
  return (
    <>
      <h1 className="console-title">New tournament</h1>
      <TournamentForm initialValues={NEW_TOURNAMENT} existing={null} />
    </>
  );
}

/** /admin/tournaments/new (?from=:id duplicates one) and /admin/tournaments/:tournamentId/edit. */
export function TournamentFormPage() {
  const { tournamentId } = useParams();
  const from = useSearchParams()[0].get('from');
  if (tournamentId) return <EditTournament tournamentId={tournamentId} />;
  return from ? <DuplicateTournament fromId={from} /> : <NewTournament />;
}
