import { enterTeam } from '../support/entries';
import { type TestUser, createAdmin, createTournament } from '../support/fixtures';
import type { TestServer } from '../support/test-server';

/**
 * The balance as the player's own wallet page reads it, over HTTP (the database read is
 * support/wallet-reads' balanceOf).
 */
export async function balanceOf(server: TestServer, user: TestUser): Promise<number> {
  const response = await server.call('GET', '/api/wallet/balance', { token: user.token });
  if (response.status !== 200) throw new Error(`balance answered ${response.status}`);
  return response.body as number;
}

/** Every wallet transaction, for asserting that a refused request changed nothing. */
export const allTransactions = (server: TestServer) =>
  server.db.selectFrom('wallet_transactions').selectAll().orderBy('id').execute();

let utrSequence = 0;
/** A UTR no other test has used. */
export const uniqueUtr = () =>
  `UTR${Date.now().toString(36)}${(utrSequence += 1)}`.replace(/[^a-zA-Z0-9]/g, '');

export const deposit = (
  server: TestServer,
  user: TestUser,
  amount: number,
  transactionId = uniqueUtr(),
) =>
  server.call('POST', '/api/wallet/add-money', {
    token: user.token,
    body: { amount, transactionId, bankUsername: 'Asha K' },
  });

/** A withdrawal form; `amount` is left untyped so tests can send bad ones. */
export const withdrawal = (amount: unknown) => ({
  amount,
  beneficiaryName: 'Asha K',
  upiId: 'asha.k@okaxis',
  phonePeNumber: '9876543210',
});

export const withdraw = (server: TestServer, user: TestUser, amount: number) =>
  server.call('POST', '/api/wallet/withdraw', { token: user.token, body: withdrawal(amount) });

export const decide = (
  server: TestServer,
  admin: TestUser,
  id: number,
  decision: 'approve' | 'reject',
  note?: string,
) =>
  server.call('POST', `/api/admin/wallet/transactions/${id}/${decision}`, {
    token: admin.token,
    ...(note === undefined ? {} : { body: { note } }),
  });

/** The id of the newest transaction of a user, as the organiser's list shows it. */
export async function newestTransactionId(server: TestServer, user: TestUser): Promise<number> {
  const row = await server.db
    .selectFrom('wallet_transactions')
    .select('id')
    .where('user_id', '=', user.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks a pending withdrawal paid with the UPI reference of the payment. */
export const payWithdrawal = (server: TestServer, admin: TestUser, id: number, reference: string) =>
  server.call('POST', `/api/admin/wallet/transactions/${id}/approve`, {
    token: admin.token,
    body: { reference },
  });

/**
 * A completed tournament with a prize pool of `poolRupees` and one team whose roster holds
 * `players` (accounts) by position: the stage a prize can be paid on.
 */
export async function completedTournamentWith(
  server: TestServer,
  players: TestUser[],
  options: { poolRupees?: number; teamName?: string; name?: string } = {},
): Promise<{ tournamentId: number; teamId: number }> {
  const tournamentId = await createTournament(server, {
    ...(options.name ? { tourn_name: options.name } : {}),
    status: 'completed',
    tourn_pp_paise: Math.round((options.poolRupees ?? 1000) * 100),
  });
  const { teamId } = await enterTeam(server, tournamentId, {
    players,
    ...(options.teamName ? { teamName: options.teamName } : {}),
  });
  return { tournamentId, teamId };
}

/** Proposes prizes (decision 043): 202 with the waiting proposal, or the refusal. */
export const proposePrizes = (
  server: TestServer,
  organiser: TestUser,
  tournamentId: number,
  payouts: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
) =>
  server.call('POST', `/api/admin/tournaments/${tournamentId}/payouts`, {
    token: organiser.token,
    body: { payouts, ...extra },
  });

/** An organiser approves a money proposal (the password only when they are the lone one). */
export const approveProposal = (
  server: TestServer,
  organiser: TestUser,
  proposalId: number,
  body: Record<string, unknown> = {},
) =>
  server.call('POST', `/api/admin/money/proposals/${proposalId}/approve`, {
    token: organiser.token,
    body,
  });

/** The second organisers the helpers made, per server: one approves what another proposed. */
const approvers = new WeakMap<TestServer, TestUser[]>();

/** An organiser of this server other than `proposer`, made once (so no organiser is alone). */
export async function secondOrganiser(server: TestServer, proposer: TestUser): Promise<TestUser> {
  const made = approvers.get(server) ?? [];
  approvers.set(server, made);
  const other = made.find((organiser) => organiser.id !== proposer.id);
  if (other) return other;
  const organiser = await createAdmin(server);
  made.push(organiser);
  return organiser;
}

/**
 * Prizes paid as the console pays them: `organiser` proposes and a second organiser approves.
 * The proposal's refusal as it came, or the approval's answer (200, the approved proposal)
 * with `transactions`: the prizes it paid, as the organiser's list of them reads them.
 */
export async function payPrizes(
  server: TestServer,
  organiser: TestUser,
  tournamentId: number,
  payouts: Record<string, unknown>[],
) {
  const approver = await secondOrganiser(server, organiser);
  const proposed = await proposePrizes(server, organiser, tournamentId, payouts);
  if (proposed.status !== 202) return proposed;
  const approved = await approveProposal(server, approver, proposed.body.proposal.id);
  if (approved.status !== 200) return approved;
  const paid = await server.call('GET', `/api/admin/tournaments/${tournamentId}/payouts`, {
    token: organiser.token,
  });
  const ids = new Set<number>(approved.body.transactionIds);
  const transactions = (paid.body.payouts as { id: number }[]).filter((tx) => ids.has(tx.id));
  return { ...approved, body: { ...approved.body, transactions } };
}
