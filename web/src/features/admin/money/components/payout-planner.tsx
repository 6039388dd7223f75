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
  teamPrizes,
} from '../utils/payout-plan';
import { type PoolState, payoutProblem, playerCount } from '../utils/payout-problem';
import { PayPrizesDialog } from './pay-prizes-dialog';
import { type PaidPrize, PayoutTeamCard } from './payout-team-card';
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
        const prizeOf = prizes ? teamPrizes(teams, prizes) : new Map<string, number>();
        const winners = teams.filter((team) => (prizeOf.get(team.teamName) ?? 0) > 0);
        const disqualified = teams.filter((team) => team.disqualified);
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
            <section className="console-section" aria-labelledby="payout-proposal">
              <h2 id="payout-proposal" className="console-section__title">
                Proposal
              </h2>
              {!prizes && (
                <p className="console-card__meta">Enter the prizes to see who gets what.</p>
              )}
              {prizes && winners.length === 0 && (
                <p className="console-card__meta">No team wins a prize with this table.</p>
              )}
              <ul className="console-list console-cards" aria-label="Prize-winning teams">
                {winners.map((team) => (
                  <PayoutTeamCard
                    key={team.teamName}
                    team={team}
                    prizePaise={prizeOf.get(team.teamName) ?? 0}
                    payouts={payouts}
                    shares={shares}
                    paid={paid}
                    onShare={(key, value) => setShares((all) => ({ ...all, [key]: value }))}
                    onAdd={(member) =>
                      setAdded((all) => ({
                        ...all,
                        [team.teamName]: [...(all[team.teamName] ?? []), member],
                      }))
                    }
                    onRemove={(userId) =>
                      setAdded((all) => ({
                        ...all,
                        [team.teamName]: (all[team.teamName] ?? []).filter(
                          (member) => member.userId !== userId,
                        ),
                      }))
                    }
                  />
                ))}
              </ul>
              {disqualified.length > 0 && (
                <p className="console-card__meta">
                  Disqualified, no prize: {disqualified.map((team) => team.teamName).join(', ')}
                </p>
              )}
              <p className="payout-total" aria-live="polite">
                {payouts.length > 0 && toPay.length === 0
                  ? 'Everyone in this proposal is paid.'
                  : `Total ${formatRupees(total)} to ${playerCount(toPay.length)}`}
              </p>
            </section>
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
