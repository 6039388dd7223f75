import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { adminTournamentParamsSchema } from '../tournaments/tournament-schemas';
import { currentUser } from '../../http/auth';
import {
  type DecisionInput,
  type IdParams,
  type PayoutsInput,
  type TransactionFilterInput,
  decisionSchema,
  payoutsSchema,
  transactionParamsSchema,
  transactionFilterSchema,
} from './wallet-schemas';
import type { Decision } from './wallet-service';

const security = [{ bearer: [] }];

/** Organiser routes of the wallet, under /admin (role admin only). */
export function walletAdminRoutes(app: FastifyInstance, { services }: AppContext): void {
  app.get<{ Querystring: TransactionFilterInput }>(
    '/wallet/transactions',
    {
      schema: {
        summary: 'Wallet transactions of all players, newest first (filter by status and type)',
        tags: ['admin'],
        security,
        querystring: transactionFilterSchema,
      },
    },
    (request) => services.wallet.listTransactions(request.query),
  );

  const decisions: [Decision, string][] = [
    ['approve', 'Approve a pending deposit (credits it) or withdrawal (marks it paid)'],
    ['reject', 'Reject a pending deposit or withdrawal (gives the money back)'],
  ];
  for (const [decision, summary] of decisions) {
    app.post<{ Params: IdParams; Body: DecisionInput }>(
      `/wallet/transactions/:id/${decision}`,
      {
        schema: {
          summary,
          tags: ['admin'],
          security,
          params: transactionParamsSchema,
          body: decisionSchema,
        },
      },
      (request) =>
        services.wallet.decide(
          request.params.id,
          decision,
          currentUser(request).id,
          request.body.note,
        ),
    );
  }

  app.post<{ Params: IdParams; Body: PayoutsInput }>(
    '/tournaments/:id/payouts',
    {
      schema: {
        summary: 'Pay winnings of a tournament to players, all or nothing',
        tags: ['admin'],
        security,
        params: adminTournamentParamsSchema,
        body: payoutsSchema,
      },
    },
    async (request, reply) => {
      const transactions = await services.wallet.payWinnings(
        request.params.id,
        request.body,
        currentUser(request).id,
      );
      const players = transactions.length === 1 ? 'player' : 'players';
      return reply
        .status(201)
        .send({ message: `Winnings paid to ${transactions.length} ${players}.`, transactions });
    },
  );
}
