import { Form, Formik } from 'formik';
import { useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { formatRupees } from '#common/money';
import { type ProposedPayout, pastPoolProblem, totalPaise } from '#common/payouts';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import { type PayoutTournamentQuery, usePayWinningsMutation } from '../../../../generated/admin';
import { ConfirmDialog } from '../../shell/components/confirm-dialog';
import { sendOrganiserChange } from '../../shell/utils/organiser-change';
import {
  PAYOUT_MIN_PAISE,
  type PlanMember,
  type PrizeRow,
  parseShare,
  payoutInputs,
  planTeams,
  prizeTableSchema,
  prizeTableTotal,
  prizesPaise,
  proposal,
  teamPrizes,
} from '../utils/payout-plan';
import { type PaidPrize, PayoutTeamCard } from './payout-team-card';
import { PrizeTable } from './prize-table';

type AdminTournament = NonNullable<PayoutTournamentQuery['admin']['tournament']>;

const INITIAL: { prizes: PrizeRow[] } = {
  prizes: [{ amount: '' }, { amount: '' }, { amount: '' }],
};

const players = (count: number) => `${count} ${count === 1 ? 'player' : 'players'}`;

/** What the pool holds and what it paid so far, in paise, as the platform has it. */
export interface PoolState {
  poolPaise: number;
  paidPaise: number;
}

/** Why the proposal cannot be paid as it stands, or null. */
function payoutProblem(
  status: string,
  toPay: readonly ProposedPayout[],
  sharesValid: boolean,
  pool: PoolState,
): string | null {
  if (status !== 'COMPLETED') {
    return `Prizes are paid once the tournament is completed; it is ${status.toLowerCase()}.`;
  }
  if (!sharesValid) return 'Each share must be a number of 0 or more.';
  if (toPay.length === 0) {
    return 'Nobody is left to pay: enter the prizes, or add players with an account.';
  }
  const twice = toPay.find(
    (payout, index) => toPay.findIndex((other) => other.userId === payout.userId) !== index,
  );
  if (twice) return `${twice.username} is in two prize-winning teams: remove one.`;
  const small = toPay.find((payout) => payout.amountPaise < PAYOUT_MIN_PAISE);
  if (small) {
    return `Each payout must be at least ₹1: ${small.username} would get ${formatRupees(small.amountPaise)}.`;
  }
  return pastPoolProblem(totalPaise(toPay), pool.poolPaise, pool.paidPaise);
}

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
  const [payWinnings] = usePayWinningsMutation();
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
    const outcome = await sendOrganiserChange(async () => {
      const { data } = await payWinnings({
        variables: { tournamentId: admin.id, payouts: payoutInputs(payouts, teams) },
      });
      return data?.payWinnings;
    }, 'Nothing was paid. Try again.');
    setSending(false);
    if (outcome.ok) {
      setConfirming(null);
      toast.success(`Paid ${formatRupees(totalPaise(payouts))} to ${players(payouts.length)}`);
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
                  : `Total ${formatRupees(total)} to ${players(toPay.length)}`}
              </p>
            </section>
            <FormError message={problem} />
            <SubmitButton>
              {toPay.length > 0
                ? `Pay ${formatRupees(total)} to ${players(toPay.length)}`
                : 'Pay prizes'}
            </SubmitButton>
            {confirming && (
              <ConfirmDialog
                title="Pay prizes"
                confirmLabel={`Pay ${formatRupees(totalPaise(confirming))}`}
                busy={sending}
                error={error}
                onConfirm={() => void pay(confirming)}
                onClose={() => setConfirming(null)}
              >
                <p>
                  Credit these prizes of {tournament.name} to the players' wallets now? This cannot
                  be undone.
                </p>
                <ul className="payout-confirm">
                  {confirming.map((payout) => (
                    <li key={`${payout.teamName}-${payout.userId}`}>
                      <span>
                        {payout.username} ({payout.teamName}, #{payout.rank})
                      </span>
                      <strong>{formatRupees(payout.amountPaise)}</strong>
                    </li>
                  ))}
                </ul>
                <p>
                  <strong>
                    Total {formatRupees(totalPaise(confirming))} to {players(confirming.length)}
                  </strong>
                </p>
              </ConfirmDialog>
            )}
          </Form>
        );
      }}
    </Formik>
  );
}
