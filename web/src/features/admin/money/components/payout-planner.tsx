import { Form, Formik } from 'formik';
import { useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { formatRupees } from '#common/money';
import { type ProposedPayout, totalPaise } from '#common/payouts';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import type { PayoutTournamentQuery } from '../../../../generated/admin';
import { usePayWinnings } from '../api/use-pay-winnings';
import {
  type PlanMember,
  type PrizeRow,
  parseShare,
  planTeams,
  prizeTableSchema,
  prizeTableTotal,
  prizesPaise,
  proposal,
} from '../utils/payout-plan';
import { type PoolState, payoutProblem, playerCount } from '../utils/payout-problem';
import { PayPrizesDialog } from './pay-prizes-dialog';
import { PayoutProposal } from './payout-proposal';
import type { PaidPrize } from './payout-team-card';
import { PrizeTable } from './prize-table';

type AdminTournament = NonNullable<PayoutTournamentQuery['admin']['tournament']>;

const INITIAL: { prizes: PrizeRow[] } = {
  prizes: [{ amount: '' }, { amount: '' }, { amount: '' }],
};

/**
 * The prize table, the proposal it makes from the standings (live, as the organiser types),
 * and the payment: nothing is paid until the organiser confirms the list.
 */
export function PayoutPlanner({
  admin,
  paid,
  pool,
  onPaid,
}: {
  admin: AdminTournament;
  paid: ReadonlyMap<string, PaidPrize>;
  pool: PoolState;
  /** After the platform answered; a conflict's message names who paid first. */
  onPaid: (conflict: string | null) => void;
}) {
  const { tournament } = admin;
  const payWinnings = usePayWinnings(admin.id);
  const [added, setAdded] = useState<Record<string, PlanMember[]>>({});
  const [shares, setShares] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ProposedPayout[] | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const teams = planTeams(tournament.standings.overall, admin.teams, added);
  const sharesValid = Object.values(shares).every((share) => parseShare(share) !== undefined);

  const pay = async (payouts: ProposedPayout[]) => {
    setSending(true);
    const outcome = await payWinnings(payouts, teams);
    setSending(false);
    if (outcome.ok) {
      setConfirming(null);
      toast.success(`Paid ${formatRupees(totalPaise(payouts))} to ${playerCount(payouts.length)}`);
      onPaid(null);
    } else if (outcome.conflict) {
      setConfirming(null);
      onPaid(outcome.message);
    } else {
      setError(outcome.message);
    }
  };

  return (
    <Formik
      initialValues={INITIAL}
      validationSchema={prizeTableSchema}
      onSubmit={(values) => {
        const prizes = prizesPaise(values.prizes) ?? [];
        const toPay = proposal(teams, shares, prizes).filter((p) => !paid.has(p.userId));
        const found = payoutProblem(tournament.status, toPay, sharesValid, pool);
        setProblem(found);
        setError(null);
        if (!found) setConfirming(toPay);
      }}
    >
      {({ values }) => {
        const prizes = prizesPaise(values.prizes);
        const payouts = prizes ? proposal(teams, shares, prizes) : [];
        const toPay = payouts.filter((payout) => !paid.has(payout.userId));
        const total = totalPaise(toPay);
        const tableTotal = prizes ? prizeTableTotal(prizes) : 0;
        return (
          <Form className="payout-planner" noValidate>
            <PrizeTable />
            {tableTotal > pool.poolPaise && (
              <p className="form-banner form-banner--error" role="status">
                The prize table totals {formatRupees(tableTotal)}, more than the{' '}
                {formatRupees(pool.poolPaise)} prize pool.
              </p>
            )}
            <PayoutProposal
              teams={teams}
              prizes={prizes}
              payouts={payouts}
              toPay={toPay}
              shares={shares}
              paid={paid}
              onShare={(key, value) => setShares((all) => ({ ...all, [key]: value }))}
              onAdd={(teamName, member) =>
                setAdded((all) => ({ ...all, [teamName]: [...(all[teamName] ?? []), member] }))
              }
              onRemove={(teamName, userId) =>
                setAdded((all) => ({
                  ...all,
                  [teamName]: (all[teamName] ?? []).filter((member) => member.userId !== userId),
                }))
              }
            />
            <FormError message={problem} />
            <SubmitButton>
              {toPay.length > 0
                ? `Pay ${formatRupees(total)} to ${playerCount(toPay.length)}`
                : 'Pay prizes'}
            </SubmitButton>
            {confirming && (
              <PayPrizesDialog
                tournamentName={tournament.name}
                payouts={confirming}
                busy={sending}
                error={error}
                onConfirm={() => void pay(confirming)}
                onClose={() => setConfirming(null)}
              />
            )}
          </Form>
        );
      }}
    </Formik>
  );
}
