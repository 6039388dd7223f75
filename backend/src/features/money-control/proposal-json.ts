import { formatRupees, paiseToRupees } from '#common/money';
import type { ProposalWithNames } from './money-control-repository';

/** One prize of a prize proposal, in paise, with the payee's username for people. */
export interface ProposedPrize {
  userId: number;
  username: string;
  amountPaise: number;
  note?: string | null | undefined;
  teamId?: number | undefined;
  reason?: string | null | undefined;
}

/** What approving a proposal does, by kind; stored as the proposal's payload. */
export type ProposalPayload =
  | { kind: 'prize_payout'; tournamentName: string; payouts: ProposedPrize[] }
  | {
      kind: 'withdrawal';
      username: string;
      upiId: string | null;
      reference: string;
      note?: string | null;
    }
  | { kind: 'manual_credit'; username: string; utr: string };

export const payloadOf = (row: ProposalWithNames): ProposalPayload =>
  ({ kind: row.kind, ...(row.payload as object) }) as ProposalPayload;

/** One line a person reads: what the proposal pays, to whom. */
export function proposalSummary(payload: ProposalPayload, amountPaise: number): string {
  const amount = formatRupees(amountPaise);
  if (payload.kind === 'prize_payout') {
    const players = payload.payouts.length === 1 ? 'player' : 'players';
    return `Prizes of ${payload.tournamentName}: ${amount} to ${payload.payouts.length} ${players}`;
  }
  if (payload.kind === 'withdrawal') {
    const to = payload.upiId ? ` to ${payload.upiId}` : '';
    return `Withdrawal of ${amount}${to} for ${payload.username} (UPI reference ${payload.reference})`;
  }
  return `Credit of ${amount} to ${payload.username} (UTR ${payload.utr})`;
}

/** A proposal as organisers read it; amounts in rupees, absent values null. */
export function toProposalJson(row: ProposalWithNames, transactionIds: number[] = []) {
  const payload = payloadOf(row);
  const amountPaise = Number(row.amount_paise);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    summary: proposalSummary(payload, amountPaise),
    amount: paiseToRupees(amountPaise),
    tournamentId: row.tournament_id,
    tournamentName: payload.kind === 'prize_payout' ? payload.tournamentName : null,
    transactionId: row.transaction_id,
    userId: row.user_id,
    username: payload.kind === 'prize_payout' ? null : payload.username,
    utr: row.utr,
    reference: payload.kind === 'withdrawal' ? payload.reference : null,
    payouts:
      payload.kind === 'prize_payout'
        ? payload.payouts.map((payout) => ({
            userId: payout.userId,
            username: payout.username,
            amount: paiseToRupees(payout.amountPaise),
            teamId: payout.teamId ?? null,
            note: payout.note ?? null,
            reason: payout.reason ?? null,
          }))
        : [],
    reason: row.reason,
    proposedBy: row.proposed_by,
    proposedByUsername: row.proposed_by_username,
    proposedAt: row.proposed_at.toISOString(),
    coolingUntil: row.cooling_until?.toISOString() ?? null,
    decidedBy: row.decided_by,
    decidedByUsername: row.decided_by_username,
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionReason: row.decision_reason,
    transactionIds,
  };
}

export type ProposalJson = ReturnType<typeof toProposalJson>;
