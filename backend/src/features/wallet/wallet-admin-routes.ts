import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import type { WalletAdminService } from './wallet-admin-service';
import { currentUser } from '../../http/auth';
import {
  type IdParams,
  type RejectionInput,
  type TransactionFilterInput,
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

/**
 * Organiser routes of the wallet, under /admin (role admin only). Approving a transaction and
 * paying prizes are the two-person control's routes (features/money-control).
 */
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
}
