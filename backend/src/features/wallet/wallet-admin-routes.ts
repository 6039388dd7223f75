import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import type { WalletAdminService } from './wallet-admin-service';
import type { AdminTransactionJson } from './wallet-json';
import { currentUser } from '../../http/auth';
import {
  type ApprovalInput,
  type IdParams,
  type PayoutsInput,
  type RejectionInput,
  type TransactionFilterInput,
  approvalSchema,
  payoutsSchema,
  rejectionSchema,
  transactionFilterSchema,
  transactionParamsSchema,
} from './wallet-schemas';
import { adminTournamentParamsSchema } from '../tournaments/public';

const tags = ['admin'];
const security = [{ bearer: [] }];
const params = transactionParamsSchema;
const NO_TRANSACTION = 'No wallet transaction has this id';
/** What deciding a transaction answers besides its success. */
const DECISION_ANSWERS = {
  403: 'The transaction is of the caller’s own account: another organiser decides it',
  404: NO_TRANSACTION,
  409: {
    description:
      'The transaction is decided already (who and when beside the message), or it is not a ' +
      'deposit or withdrawal',
    body: 'AlreadyDecidedError',
  },
} as const;

/** Organiser routes of the wallet, under /admin (role admin only). */
export function walletAdminRoutes(
  app: FastifyInstance,
  { services }: RoutesContext<{ walletAdmin: WalletAdminService }>,
): void {
  app.get<{ Querystring: TransactionFilterInput }>(
    '/wallet/transactions',
    {
      schema: {
        operationId: 'adminListTransactions',
        summary:
          'Wallet transactions of all players, newest first (filter by status, type, part of ' +
          'the UTR or player)',
        tags,
        security,
        querystring: transactionFilterSchema,
      },
    },
    (request) => services.walletAdmin.listTransactions(request.query),
  );

  app.get<{ Params: IdParams }>(
    '/wallet/transactions/:id',
    {
      schema: {
        operationId: 'adminGetTransaction',
        summary: 'One wallet transaction as organisers see it',
        tags,
        security,
        params,
        answers: { 404: NO_TRANSACTION },
      },
    },
    (request) => services.walletAdmin.getTransaction(request.params.id),
  );

  app.post<{ Params: IdParams; Body: ApprovalInput }>(
    '/wallet/transactions/:id/approve',
    {
      schema: {
        summary:
          'Approve a pending deposit (credits it) or mark a withdrawal paid (with the UPI ' +
          'reference); 409 naming who decided it when it is not pending',
        operationId: 'adminApproveTransaction',
        tags,
        security,
        params,
        body: approvalSchema,
        idempotent: true,
        answers: { ...DECISION_ANSWERS, 400: 'The UPI reference of a withdrawal is not valid' },
      },
    },
    (request, reply) =>
      services.idempotency.respond(request, reply, (once) =>
        services.walletAdmin.decide(
          request.params.id,
          'approve',
          currentUser(request).id,
          request.body,
          once,
        ),
      ),
  );

  app.post<{ Params: IdParams; Body: RejectionInput }>(
    '/wallet/transactions/:id/reject',
    {
      schema: {
        summary:
          'Reject a pending deposit or withdrawal with a reason the player sees (a withdrawal ' +
          'goes back to the wallet); 409 naming who decided it when it is not pending',
        operationId: 'adminRejectTransaction',
        tags,
        security,
        params,
        body: rejectionSchema,
        idempotent: true,
        answers: DECISION_ANSWERS,
      },
    },
    (request, reply) =>
      services.idempotency.respond(request, reply, (once) =>
        services.walletAdmin.decide(
          request.params.id,
          'reject',
          currentUser(request).id,
          request.body,
          once,
        ),
      ),
  );

  app.get<{ Params: IdParams }>(
    '/tournaments/:id/payouts',
    {
      schema: {
        operationId: 'adminListTournamentPrizes',
        summary:
          'The prizes paid for a tournament: to whom, by whom, the total so far and what is ' +
          'left of its prize pool',
        tags,
        security,
        params: adminTournamentParamsSchema,
        answers: { 404: 'No tournament has this id' },
      },
    },
    (request) => services.walletAdmin.prizesOf(request.params.id),
  );

  app.post<{ Params: IdParams; Body: PayoutsInput }>(
    '/tournaments/:id/payouts',
    {
      schema: {
        summary:
          'Pay winnings of a completed tournament to players, all or nothing: never past its ' +
          "prize pool (409), to a team's roster unless a reason is given, never to yourself (403)",
        operationId: 'adminPayWinnings',
        tags,
        security,
        params: adminTournamentParamsSchema,
        body: payoutsSchema,
        idempotent: true,
        answers: {
          201: { description: 'Paid: the message and the transactions', body: 'Message' },
          400: 'A payee or team is unknown, or a payee off the roster has no reason',
          403: 'A payee is the caller: another organiser pays them',
          404: 'No tournament has this id',
          409:
            'The tournament is not completed, the prizes would pass its pool (the pool, paid ' +
            'so far and left beside the message), or a payee was paid already',
        },
      },
    },
    (request, reply) =>
      services.idempotency.respond(
        request,
        reply,
        (once) =>
          services.walletAdmin.payWinnings(
            request.params.id,
            request.body,
            currentUser(request).id,
            once,
          ),
        (transactions: AdminTransactionJson[]) => {
          const players = transactions.length === 1 ? 'player' : 'players';
          const message = `Winnings paid to ${transactions.length} ${players}.`;
          return { status: 201, body: { message, transactions } };
        },
      ),
  );
}
