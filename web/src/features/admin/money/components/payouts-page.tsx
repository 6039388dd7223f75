import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormError } from '../../../../components/form/form-error';
import { Loader } from '../../../../components/loader/loader';
import { StatusMessage } from '../../../../components/states/status-message';
import { usePayoutTournamentQuery } from '../../../../generated/admin';
import { PATHS, adminTournamentBooksPath, adminTournamentPath } from '../../../../lib/paths';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { thrownServerMessage } from '../../../../components/form/payload-errors';
import type { PaidPrize } from '../utils/payout-plan';
import { PrizeHoldNotice } from '../../match-night/public';
import { PayoutPlanner } from './payout-planner';
import { PrizeTable } from './prize-table';
import { PrizesPaid } from './prizes-paid';
import './money.css';

/**
 * /admin/tournaments/:tournamentId/payouts: the tournament's prize table and the proposal it
 * makes from the standings, less what was paid (decision 044); then sent for payment.
 */
export function PayoutsPage() {
  useDocumentTitle('Prize payouts');
  const { tournamentId = '' } = useParams();
  const { data, error, loading, refetch } = usePayoutTournamentQuery({
    variables: { id: tournamentId },
    fetchPolicy: 'cache-and-network',
  });
  const [conflict, setConflict] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const admin = data?.admin.tournament;

  if (!data && loading) return <Loader label="Loading the standings..." />;
  if (!data && error) {
    return (
      <StatusMessage tone="error">
        {thrownServerMessage(error) ?? 'Could not load the tournament'}
      </StatusMessage>
    );
  }
  if (!data || !admin) {
    return (
      <>
        <h1 className="console-title">Prize payouts</h1>
        <StatusMessage>There is no tournament #{tournamentId}.</StatusMessage>
        <Link className="console-link" to={PATHS.adminTournaments}>
          Back to the tournaments
        </Link>
      </>
    );
  }

  const { prizes, payoutPlan } = admin;
  const paid = new Map<string, PaidPrize>(
    prizes.payouts.map((payout) => [
      payout.userId,
      {
        paise: payout.amount.paise,
        amount: payout.amount.formatted,
        paidBy: payout.decidedBy?.username ?? null,
      },
    ]),
  );
  const onPaid = (outcome: { sent: string | null; conflict: string | null }) => {
    setConflict(outcome.conflict);
    setSent(outcome.sent);
    void refetch().catch(() => undefined);
  };

  return (
    <>
      <h1 className="console-title">Prize payouts</h1>
      <div className="console-card__row payout-heading">
        <Link className="console-link" to={adminTournamentPath(admin.id)}>
          {admin.tournament.name}
        </Link>
        <span className="console-badge">{admin.tournament.status}</span>
        <Link className="console-link" to={adminTournamentBooksPath(admin.id)}>
          Books
        </Link>
      </div>
      <p className="console-card__meta">
        Prize pool {admin.tournament.prizePool.formatted}. Teams are placed by the standings; each
        team's prize from the table is split among its players with an account, equally unless you
        change their shares. Players already paid are left out.
      </p>
      <PrizeTable tournamentId={admin.id} table={payoutPlan.prizeTable} />
      <PrizesPaid prizes={prizes} />
      <FormError message={sent} tone="success" />
      <FormError message={conflict} />
      <PrizeHoldNotice tournamentId={admin.id} />
      {payoutPlan.teams.length === 0 ? (
        <StatusMessage>No results yet: prizes are proposed from the standings.</StatusMessage>
      ) : (
        <PayoutPlanner
          admin={admin}
          paid={paid}
          pool={{ poolPaise: prizes.prizePool.paise, paidPaise: prizes.paidSoFar.paise }}
          onPaid={onPaid}
        />
      )}
    </>
  );
}
