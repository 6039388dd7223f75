import type { FastifyInstance } from 'fastify';
import { depositSchema, withdrawSchema } from '#common/validation/wallet';
import type { RoutesContext } from '../../http/app-context';
import type { WalletService } from './wallet-service';
import { currentUser } from '../../http/auth';
import { SHARED_ANSWERS } from '../../http/openapi-responses';
import type { DepositInput, WithdrawInput } from './wallet-schemas';

const security = [{ bearer: [] }];

export const DEPOSIT_RECEIVED = 'Deposit request received. It will be credited after verification.';
export const DEPOSIT_ALREADY_SUBMITTED = 'Already submitted.';
export const WITHDRAWAL_SUBMITTED = 'Withdrawal request submitted successfully.';

/**
 * The player's wallet (SPEC §7). The guards run on request, before the body is read, so a
 * caller without a valid token learns nothing about the body's validity.
 */
export function walletRoutes(
  app: FastifyInstance,
  { guards, services, limits }: RoutesContext<{ wallet: WalletService }>,
): void {
  app.get(
    '/wallet/balance',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getWalletBalance',
        summary: 'The wallet balance in rupees, as a bare number',
        tags: ['wallet'],
        security,
      },
    },
    (request) => services.wallet.balance(currentUser(request).id),
  );

  app.post<{ Body: DepositInput }>(
    '/wallet/add-money',
    {
      onRequest: guards.requireActiveUser,
      preHandler: limits.walletRequest,
      schema: {
        operationId: 'requestDeposit',
        summary: 'Submit a deposit (UTR) for verification; 208 when the UTR was already submitted',
        tags: ['wallet'],
        security,
        body: depositSchema,
        idempotent: true,
        answers: {
          200: { description: 'Received, to be credited once verified', body: 'Message' },
          208: { description: 'This UTR was already submitted (SPEC §7)', body: 'Message' },
          403: SHARED_ANSWERS.banned,
          429: SHARED_ANSWERS.rateLimited,
        },
      },
    },
    (request, reply) =>
      services.idempotency.respond(
        request,
        reply,
        (once) => services.wallet.requestDeposit(currentUser(request).id, request.body, once),
        (outcome) =>
          outcome === 'duplicate'
            ? { status: 208, body: { message: DEPOSIT_ALREADY_SUBMITTED } }
            : { status: 200, body: { message: DEPOSIT_RECEIVED } },
      ),
  );

  app.post<{ Body: WithdrawInput }>(
    '/wallet/withdraw',
    {
      onRequest: guards.requireActiveUser,
      preHandler: limits.walletRequest,
      schema: {
        operationId: 'requestWithdrawal',
        summary: 'Request a withdrawal to a UPI id; the amount leaves the balance at once',
        tags: ['wallet'],
        security,
        body: withdrawSchema,
        idempotent: true,
        answers: {
          200: { description: 'Submitted', body: 'Message' },
          400: 'The balance is short of the amount, or it is demo money',
          403: SHARED_ANSWERS.banned,
          429: SHARED_ANSWERS.rateLimited,
        },
      },
    },
    (request, reply) =>
      services.idempotency.respond(
        request,
        reply,
        (once) => services.wallet.requestWithdrawal(currentUser(request).id, request.body, once),
        () => ({ status: 200, body: { message: WITHDRAWAL_SUBMITTED } }),
      ),
  );

  app.get(
    '/wallet/transactions',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'listMyTransactions',
        summary: "The caller's wallet transactions, oldest first",
        tags: ['wallet'],
        security,
      },
    },
    (request) => services.wallet.transactionsOf(currentUser(request).id),
  );
}
