import { parseRupees } from '#common/money';
import type { GatewayContext } from '../../context';
import type {
  MoneyControls,
  MoneyProposal,
  MoneyProposalStatus,
  Resolvers,
  UserError,
} from '../../generated/resolvers-types';
import { runOrganiserMutation } from '../../mutations/organiser-mutation';
import type { UpstreamMoneyControls, UpstreamProposal } from '../../upstream/proposal-types';
import { moneyFromRupees } from '../wallet/public';
import { call } from './admin-calls';

const id = (value: number | null) => (value === null ? null : String(value));

/** A proposal as the schema names it; `mine` is the viewer's own. */
export function proposalOf(ctx: GatewayContext, proposal: UpstreamProposal): MoneyProposal {
  return {
    id: String(proposal.id),
    kind: proposal.kind.toUpperCase() as MoneyProposal['kind'],
    status: proposal.status.toUpperCase() as MoneyProposalStatus,
    summary: proposal.summary,
    amount: moneyFromRupees(proposal.amount),
    tournamentId: id(proposal.tournamentId),
    tournamentName: proposal.tournamentName,
    transactionId: id(proposal.transactionId),
    playerId: id(proposal.userId),
    playerUsername: proposal.username,
    utr: proposal.utr,
    reference: proposal.reference,
    prizes: proposal.payouts.map((prize) => ({
      playerId: String(prize.userId),
      username: prize.username,
      amount: moneyFromRupees(prize.amount),
      note: prize.note,
      reason: prize.reason,
    })),
    reason: proposal.reason,
    proposedById: String(proposal.proposedBy),
    proposedBy: proposal.proposedByUsername,
    proposedAt: proposal.proposedAt,
    coolingUntil: proposal.coolingUntil,
    mine: ctx.viewer?.userId === proposal.proposedBy,
    decidedBy: proposal.decidedByUsername,
    decidedAt: proposal.decidedAt,
    decisionReason: proposal.decisionReason,
  };
}

const controlsOf = (controls: UpstreamMoneyControls): MoneyControls => ({
  approvalThreshold: moneyFromRupees(controls.approvalThreshold),
  coolingMinutes: controls.coolingMinutes,
  organisers: controls.organisers,
  alone: controls.alone,
});

/** A rupee amount typed by the organiser; the refusal when it is not one. */
function amountOf(value: string, field: string, errors: UserError[]) {
  const paise = parseRupees(value);
  if (paise === undefined) {
    errors.push({
      field,
      code: 'INVALID',
      message: 'Enter an amount in rupees, e.g. "250" or "99.50"',
    });
  }
  return paise === undefined ? undefined : paise / 100;
}

/** A payload whose proposal is null on failure, as the schema says. */
export const withProposal = async <T extends { proposal?: MoneyProposal | null }>(
  payload: Promise<T>,
) => {
  const answered = await payload;
  return { ...answered, proposal: answered.proposal ?? null };
};

/** One proposal route answered as the proposal payload. */
const proposalWork = (ctx: GatewayContext, work: () => Promise<UpstreamProposal>) =>
  withProposal(
    runOrganiserMutation(ctx, {}, async () => ({ proposal: proposalOf(ctx, await work()) })),
  );

/** The two-person control of money (decision 043): proposals, their decisions, the figures. */
export const adminProposalResolvers: Resolvers = {
  AdminQuery: {
    moneyProposals: async (_parent, { status }, ctx) =>
      (
        await ctx.loaders.read<UpstreamProposal[]>('adminMoneyProposals', undefined, {
          status: status ? status.toLowerCase() : undefined,
        })
      ).map((proposal) => proposalOf(ctx, proposal)),
    moneyControls: async (_parent, _args, ctx) =>
      controlsOf(await ctx.loaders.read<UpstreamMoneyControls>('adminMoneyControls')),
  },

  Mutation: {
    proposeManualCredit: (_parent, { player, amount, utr, reason, password }, ctx) => {
      const errors: UserError[] = [];
      const rupees = amountOf(amount, 'amount', errors);
      if (errors.length) {
        return withProposal(
          runOrganiserMutation(ctx, { refusals: errors }, async () => ({
            proposal: null as MoneyProposal | null,
          })),
        );
      }
      return proposalWork(ctx, () =>
        call<UpstreamProposal>(ctx, 'adminProposeManualCredit', {
          body: { player, amount: rupees, utr, reason, ...(password ? { password } : {}) },
        }),
      );
    },
    approveMoneyProposal: (_parent, { id: proposalId, password }, ctx) =>
      proposalWork(ctx, () =>
        call<UpstreamProposal>(ctx, 'adminApproveMoneyProposal', {
          params: { id: proposalId },
          body: password ? { password } : {},
        }),
      ),
    refuseMoneyProposal: (_parent, { id: proposalId, reason }, ctx) =>
      proposalWork(ctx, () =>
        call<UpstreamProposal>(ctx, 'adminRefuseMoneyProposal', {
          params: { id: proposalId },
          body: { reason: reason ?? '' },
        }),
      ),
    cancelMoneyProposal: (_parent, { id: proposalId }, ctx) =>
      proposalWork(ctx, () =>
        call<UpstreamProposal>(ctx, 'adminCancelMoneyProposal', { params: { id: proposalId } }),
      ),
    setMoneyControls: async (_parent, { approvalThreshold, coolingMinutes, password }, ctx) => {
      const errors: UserError[] = [];
      const threshold = amountOf(approvalThreshold, 'approvalThreshold', errors);
      const payload = await runOrganiserMutation(ctx, { refusals: errors }, async () => ({
        controls: controlsOf(
          await call<UpstreamMoneyControls>(ctx, 'adminSetMoneyControls', {
            body: { approvalThreshold: threshold, coolingMinutes, password },
          }),
        ),
      }));
      return { ...payload, controls: payload.controls ?? null };
    },
  },
};
