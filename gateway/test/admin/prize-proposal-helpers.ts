import type { TestUser } from '../../../backend/test/support/fixtures';
import type { TestGateway } from '../support/gateway-server';

/**
 * Paying prizes through the gateway (decision 043): one organiser proposes with payWinnings, the
 * proposal waits, and a second organiser approves it with approveMoneyProposal; only then does
 * the money move.
 */

/** The start of the platform's answer to a proposal. */
export const WAITS = "Sent for a second organiser's approval";

export const PAY = `mutation Pay($id: ID!, $payouts: [PayoutInput!]!) {
  payWinnings(tournamentId: $id, payouts: $payouts) {
    errors { field code message }
    message
    proposal {
      id kind status summary amount { formatted } tournamentId proposedBy coolingUntil mine
      decidedBy prizes { playerId username amount { formatted } note reason }
    }
  }
}`;

const APPROVE = `mutation Approve($id: ID!) {
  approveMoneyProposal(id: $id) {
    errors { field code message }
    proposal { id status decidedBy }
  }
}`;

/** `organiser` approves a proposal; the payload, which names them as the one who decided. */
export async function approveThroughGateway(
  gateway: TestGateway,
  organiser: TestUser,
  proposalId: string,
): Promise<{
  errors: { field: string | null; code: string; message: string }[];
  proposal: { id: string; status: string; decidedBy: string | null } | null;
}> {
  const result = await gateway.graphql(APPROVE, { id: proposalId }, { token: organiser.token });
  if (result.body.errors) throw new Error(`approve failed: ${JSON.stringify(result.body.errors)}`);
  return result.body.data.approveMoneyProposal;
}
