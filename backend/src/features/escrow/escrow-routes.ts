import type { FastifyInstance } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import { SHARED_ANSWERS } from '../../http/openapi-responses';
import { type AdminTournamentParams, adminTournamentParamsSchema } from '../tournaments/public';
import type { EscrowService } from './escrow-service';
import {
  type FundingParams,
  type PrizeFundingInput,
  type PrizeReturnPaidInput,
  fundingParamsSchema,
  prizeFundingBodySchema,
  prizeReturnPaidBodySchema,
} from './escrow-schemas';

const tags = ['admin'];
const security = [{ bearer: [] }];

/** A tournament's prize escrow (decision 046), under /admin (role admin only). */
export function escrowAdminRoutes(
  app: FastifyInstance,
  { limits, services }: RoutesContext<{ escrow: EscrowService }>,
): void {
  app.get<{ Params: AdminTournamentParams }>(
    '/tournaments/:id/prize-pool',
    {
      schema: {
        operationId: 'adminGetPrizePool',
        summary:
          "A tournament's prize pool as the ledger shows it: funded, the escrow's balance, fees " +
          'kept apart, prizes gross, tax withheld and net, what went back to the funders, and ' +
          'each funding',
        tags,
        security,
        params: adminTournamentParamsSchema,
        answers: { 404: 'No tournament has this id' },
      },
    },
    (request) => services.escrow.summary(request.params.id),
  );

  app.post<{ Params: AdminTournamentParams; Body: PrizeFundingInput }>(
    '/tournaments/:id/prize-funding',
    {
      ...limits.passwordConfirmation,
      schema: {
        operationId: 'adminFundPrizePool',
        summary:
          "Record money an organiser or sponsor paid into the tournament's prize escrow, by its " +
          'UTR, with the password again; audited and e-mailed to every organiser',
        tags,
        security,
        params: adminTournamentParamsSchema,
        body: prizeFundingBodySchema,
        answers: {
          400: 'A field breaks its rule or the password is not the caller’s',
          404: 'No tournament has this id',
          409: 'The tournament is cancelled or completed, the amount passes the prize pool (what is funded and the pool beside the message), or the UTR was credited before',
          429: SHARED_ANSWERS.rateLimited,
        },
      },
    },
    (request) => services.escrow.fund(currentUser(request).id, request.params.id, request.body),
  );

  app.post<{ Params: AdminTournamentParams }>(
    '/tournaments/:id/prize-pool/return',
    {
      schema: {
        operationId: 'adminReturnPrizePool',
        summary:
          "Return what is left in a completed tournament's prize escrow to its funders, pro rata " +
          'to what each paid in; after it no more prizes can be paid',
        tags,
        security,
        params: adminTournamentParamsSchema,
        answers: {
          404: 'No tournament has this id',
          409: 'The tournament is not completed, prize proposals wait, a dispute holds the prizes, nothing was funded, or it was returned already',
        },
      },
    },
    (request) => services.escrow.returnRest(currentUser(request).id, request.params.id),
  );

  app.post<{ Params: FundingParams; Body: PrizeReturnPaidInput }>(
    '/prize-fundings/:fundingId/return-paid',
    {
      ...limits.passwordConfirmation,
      schema: {
        operationId: 'adminMarkPrizeReturnPaid',
        summary:
          "Record that a funder's share of what was left was paid back to them outside the " +
          "platform, with the bank's reference and the password again; once only",
        tags,
        security,
        params: fundingParamsSchema,
        body: prizeReturnPaidBodySchema,
        answers: {
          400: 'A field breaks its rule or the password is not the caller’s',
          404: 'No prize funding has this id',
          409: 'Its share is still in the escrow, nothing is due, or it was recorded as paid back already (who and when beside the message)',
          429: SHARED_ANSWERS.rateLimited,
        },
      },
    },
    (request) =>
      services.escrow.markReturnPaid(
        currentUser(request).id,
        request.params.fundingId,
        request.body,
      ),
  );
}
