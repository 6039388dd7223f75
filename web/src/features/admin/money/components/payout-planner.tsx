import { type FormEvent, useState } from 'react';
import { toast } from '../../../../lib/toast/toast';
import { formatRupees } from '#common/money';
import { type ProposedPayout, totalPaise } from '#common/payouts';
import { FormError } from '../../../../components/form/form-error';
import { SubmitButton } from '../../../../components/form/submit-button';
import type { PayoutTournamentQuery } from '../../../../generated/admin';
import { usePayWinnings } from '../api/use-pay-winnings';
import {
  type PaidPrize,
  type PlanMember,
  parseShare,
  planTeams,
  proposal,
  storedTableOf,
  teamPrizes,
} from '../utils/payout-plan';
import { type PoolState, payoutProblem, playerCount } from '../utils/payout-problem';
import { PayPrizesDialog } from './pay-prizes-dialog';
import { PayoutProposal } from './payout-proposal';

type AdminTournament = NonNullable<PayoutTournamentQuery['admin']['tournament']>;

/**
 * The proposal the tournament's prize table makes from its standings, less what was paid
 * (decision 044), with the members' shares and added players; nothing is sent until the
 * organiser confirms the list.
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
  /** After the platform answered: its message on success, a conflict's (naming who) else. */
  onPaid: (outcome: { sent: string | null; conflict: string | null }) => void;
}) {
  const { tournament, payoutPlan } = admin;
  const payWinnings = usePayWinnings(admin.id);
  const [added, setAdded] = useState<Record<string, PlanMember[]>>({});
  const [shares, setShares] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ProposedPayout[] | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const teams = planTeams(payoutPlan.teams, admin.teams, added);
  const basis = { table: storedTableOf(payoutPlan.prizeTable), poolPaise: pool.poolPaise, paid };
  const toPay = proposal(teams, shares, basis);
  const sharesValid = Object.values(shares).every((share) => parseShare(share) !== undefined);

  const pay = async (payouts: ProposedPayout[]) => {
    setSending(true);
    const outcome = await payWinnings(payouts, teams);
    setSending(false);
    if (outcome.ok) {
      setConfirming(null);
      toast.success(
        outcome.message ??
          `Sent ${formatRupees(totalPaise(payouts))} to ${playerCount(payouts.length)}`,
      );
      onPaid({ sent: outcome.message, conflict: null });
    } else if (outcome.conflict) {
      setConfirming(null);
      onPaid({ sent: null, conflict: outcome.message });
    } else {
      setError(outcome.message);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = payoutProblem(tournament.status, toPay, sharesValid, pool);
    setProblem(found);
    setError(null);
    if (!found) setConfirming(toPay);
  };

  return (
    <form className="payout-planner" noValidate onSubmit={submit}>
      <PayoutProposal
        teams={teams}
        prizes={teamPrizes(teams, shares, basis)}
        payouts={toPay}
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
          ? `Pay ${formatRupees(totalPaise(toPay))} to ${playerCount(toPay.length)}`
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
    </form>
  );
}
