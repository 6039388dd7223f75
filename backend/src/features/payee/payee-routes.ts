import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import { SHARED_ANSWERS } from '../../http/openapi-responses';
import {
  type ClosePaymentsInput,
  type PayeeInput,
  closePaymentsBodySchema,
  payeeBodySchema,
} from './payee-schemas';
import type { PayeeService } from './payee-service';

const security = [{ bearer: [] }];
const PASSWORD_ANSWERS = {
  400: 'A field breaks its rule, the password is not the caller’s, or the QR picture is unknown',
  429: SHARED_ANSWERS.rateLimited,
} as const;

/** Whom a player pays their deposit to (the Deposit tab), beside the wallet's routes. */
export function payeeRoutes(
  app: FastifyInstance,
  { guards, services }: RoutesContext<{ payee: PayeeService }>,
): void {
  app.get(
    '/wallet/payee',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getDepositPayee',
        summary:
          "Whom to pay a deposit to: whether payments are open, the payee's UPI id and name, " +
          "the merchant QR picture if any, and the caller's reference for the payment's note",
        tags: ['wallet'],
        security,
      },
    },
    (request) => services.payee.depositPayee(currentUser(request).id),
  );
}

/** The platform's payee, under /admin (role admin only); changes ask for the password again. */
export function payeeAdminRoutes(
  app: FastifyInstance,
  { limits, services }: RoutesContext<{ payee: PayeeService }>,
): void {
  app.get(
    '/money/payee',
    {
      schema: {
        operationId: 'adminGetPayee',
        summary:
          'The payee players pay deposits to (none while payments are closed), and who set it when',
        tags: ['admin'],
        security,
      },
    },
    () => services.payee.payee(),
  );

  app.put<{ Body: PayeeInput }>(
    '/money/payee',
    {
      ...limits.passwordConfirmation,
      schema: {
        operationId: 'adminSetPayee',
        summary:
          'Set the payee (UPI id, name, optional merchant QR) with the password again; audited, ' +
          'and every organiser is e-mailed who changed it',
        tags: ['admin'],
        security,
        body: payeeBodySchema,
        answers: PASSWORD_ANSWERS,
      },
    },
    (request) => services.payee.setPayee(currentUser(request).id, request.body),
  );

  app.post<{ Body: ClosePaymentsInput }>(
    '/money/payee/close',
    {
      ...limits.passwordConfirmation,
      schema: {
        operationId: 'adminClosePayments',
        summary:
          'Close payments (clear the payee) with the password again: the Deposit tab then says ' +
          'payments are not open; audited and e-mailed to every organiser',
        tags: ['admin'],
        security,
        body: closePaymentsBodySchema,
        answers: { ...PASSWORD_ANSWERS, 409: 'Payments are closed already' },
      },
    },
    (request) => services.payee.closePayments(currentUser(request).id, request.body),
  );
}
