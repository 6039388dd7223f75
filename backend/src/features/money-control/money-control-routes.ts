import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RoutesContext } from '../../http/app-context';
import { currentUser } from '../../http/auth';
import { adminTournamentParamsSchema } from '../tournaments/public';
import {
  type ApprovalInput,
  type PayoutsInput,
  approvalSchema,
  payoutsSchema,
  transactionParamsSchema,
} from '../wallet/public';
import type { MoneyControlService, TransactionApproval } from './money-control-service';
import {
  type ApproveProposalInput,
  type ManualCreditInput,
  type MoneyControlsInput,
  type ProposalFilterInput,
  type ProposalParams,
  type RefuseProposalInput,
  type WithPassword,
  approveProposalSchema,
  manualCreditBodySchema,
  moneyControlsBodySchema,
  proposalFilterSchema,
  proposalParamsSchema,
  optionalPassword,
  refuseProposalSchema,
} from './money-control-schemas';
import type { ProposalJson } from './proposal-json';

/** The wallet's own bodies, with the lone organiser's password (decision 043). */
const proposedPayoutsSchema = payoutsSchema.shape({ password: optionalPassword() });
const transactionApprovalSchema = approvalSchema.shape({ password: optionalPassword() });

const tags = ['admin'];
const security = [{ bearer: [] }];
const NO_PROPOSAL = 'No proposal has this id';
const WAITS = "Sent for a second organiser's approval";

/** The lone organiser's password (decision 043) and the wrong-password answer. */
const PASSWORD_ANSWERS = {
  400: 'The password is missing (the caller is the only organiser) or wrong',
  429: 'Too many password confirmations: try again later',
} as const;

/** Two-person control of money (decision 043), under /admin (role admin only). */
export function moneyControlAdminRoutes(
  app: FastifyInstance,
  { services, limits }: RoutesContext<{ moneyControl: MoneyControlService }>,
): void {
  const control = services.moneyControl;
  /** A password in the body is checked against the confirmation budget first. */
  const passwordLimit = async (request: FastifyRequest) => {
    const body = request.body as { password?: unknown } | undefined;
    if (typeof body?.password === 'string' && body.password) {
      await limits.passwordConfirmation.preHandler(request);
    }
  };

  app.get(
    '/money/controls',
    {
      schema: {
        operationId: 'adminGetMoneyControls',
        summary:
          'The approval threshold for withdrawals (rupees), the lone organiser’s cooling period ' +
          '(minutes) and how many organiser accounts are active',
        tags,
        security,
      },
    },
    () => control.controls(),
  );

  app.put<{ Body: MoneyControlsInput }>(
    '/money/controls',
    {
      schema: {
        operationId: 'adminSetMoneyControls',
        summary:
          'Set the approval threshold and the cooling period, with the password again; audited',
        tags,
        security,
        body: moneyControlsBodySchema,
        answers: PASSWORD_ANSWERS,
      },
      ...limits.passwordConfirmation,
    },
    (request) => control.setControls(request.body, currentUser(request).id),
  );

  app.get<{ Querystring: ProposalFilterInput }>(
    '/money/proposals',
    {
      schema: {
        operationId: 'adminListMoneyProposals',
        summary: 'Money proposals, newest first: what, for whom, who proposed it and its state',
        tags,
        security,
        querystring: proposalFilterSchema,
      },
    },
    (request) => control.list(request.query),
  );

  app.get<{ Params: ProposalParams }>(
    '/money/proposals/:id',
    {
      schema: {
        operationId: 'adminGetMoneyProposal',
        summary: 'One money proposal',
        tags,
        security,
        params: proposalParamsSchema,
        answers: { 404: NO_PROPOSAL },
      },
    },
    (request) => control.get(request.params.id),
  );

  app.post<{ Body: ManualCreditInput }>(
    '/money/manual-credits',
    {
      schema: {
        operationId: 'adminProposeManualCredit',
        summary:
          'Propose crediting a player money that reached the payee (UTR never used before); ' +
          'credited when a second organiser approves',
        tags,
        security,
        body: manualCreditBodySchema,
        answers: {
          201: { description: 'The proposal, waiting', body: 'Message' },
          ...PASSWORD_ANSWERS,
          400: 'No such player, a field is invalid, or the password is missing or wrong',
          403: 'The player is the caller',
          409: 'The UTR was used already or waits in another proposal',
        },
      },
      preHandler: passwordLimit,
      onError: limits.passwordConfirmation.onError,
    },
    async (request, reply) => {
      const proposal = await control.proposeManualCredit(request.body, currentUser(request).id);
      return reply.status(201).send(proposal);
    },
  );

  app.post<{ Params: ProposalParams; Body: ApproveProposalInput }>(
    '/money/proposals/:id/approve',
    {
      schema: {
        operationId: 'adminApproveMoneyProposal',
        summary:
          'Approve a proposal: the money moves now, every cap checked again; the proposer ' +
          'approves only as the lone organiser after the cooling period, with the password',
        tags,
        security,
        params: proposalParamsSchema,
        body: approveProposalSchema,
        idempotent: true,
        answers: {
          ...PASSWORD_ANSWERS,
          403: 'The caller proposed it (and is not a lone organiser past the cooling period)',
          404: NO_PROPOSAL,
          409:
            'Decided already (status, decidedBy and decidedAt beside the message), still ' +
            'cooling (coolingUntil beside it), or a cap it would break now (the pool, a payee ' +
            'paid, a balance)',
        },
      },
      preHandler: passwordLimit,
      onError: limits.passwordConfirmation.onError,
    },
    (request, reply) =>
      services.idempotency.respond(request, reply, (once) =>
        control.approve(request.params.id, request.body ?? {}, currentUser(request).id, once),
      ),
  );

  app.post<{ Params: ProposalParams; Body: RefuseProposalInput }>(
    '/money/proposals/:id/refuse',
    {
      schema: {
        operationId: 'adminRefuseMoneyProposal',
        summary: 'Refuse another organiser’s proposal with a reason; nothing moves',
        tags,
        security,
        params: proposalParamsSchema,
        body: refuseProposalSchema,
        answers: {
          403: 'The caller proposed it: they cancel it instead',
          404: NO_PROPOSAL,
          409: 'Decided already: who and when beside the message',
        },
      },
    },
    (request) => control.refuse(request.params.id, request.body.reason, currentUser(request).id),
  );

  app.post<{ Params: ProposalParams }>(
    '/money/proposals/:id/cancel',
    {
      schema: {
        operationId: 'adminCancelMoneyProposal',
        summary: 'Cancel your own waiting proposal; nothing moves',
        tags,
        security,
        params: proposalParamsSchema,
        answers: {
          403: 'Another organiser proposed it: refuse it instead',
          404: NO_PROPOSAL,
          409: 'Decided already: who and when beside the message',
        },
      },
    },
    (request) => control.cancel(request.params.id, currentUser(request).id),
  );

  app.post<{ Params: { id: number }; Body: PayoutsInput & WithPassword }>(
    '/tournaments/:id/payouts',
    {
      schema: {
        summary:
          'Propose prize payouts of a completed tournament, paid when a second organiser ' +
          "approves: never past its prize pool with other waiting proposals counted (409), to a team's " +
          'roster unless a reason is given, never to yourself (403)',
        operationId: 'adminPayWinnings',
        tags,
        security,
        params: adminTournamentParamsSchema,
        body: proposedPayoutsSchema,
        idempotent: true,
        answers: {
          202: { description: "Waiting for a second organiser's approval", body: 'Message' },
          400: 'A payee or team is unknown, a payee off the roster has no reason, or the lone organiser’s password is missing or wrong',
          403: 'A payee is the caller: another organiser pays them',
          404: 'No tournament has this id',
          409:
            'The tournament is not completed, the prizes would pass its pool (the pool, paid ' +
            'so far and left beside the message), or a payee was paid or proposed already',
          429: PASSWORD_ANSWERS[429],
        },
      },
      preHandler: passwordLimit,
      onError: limits.passwordConfirmation.onError,
    },
    (request, reply) =>
      services.idempotency.respond(
        request,
        reply,
        (once) =>
          control.proposePayouts(request.params.id, request.body, currentUser(request).id, once),
        (proposal: ProposalJson) => ({
          status: 202,
          body: { message: `${WAITS}: ${proposal.summary}.`, proposal },
        }),
      ),
  );

  app.post<{ Params: { id: number }; Body: ApprovalInput & WithPassword }>(
    '/wallet/transactions/:id/approve',
    {
      schema: {
        summary:
          'Approve a pending deposit (credits it) or mark a withdrawal paid (with the UPI ' +
          'reference); a withdrawal above the approval threshold waits for a second organiser ' +
          '(202 with the proposal); 409 naming who decided it when it is not pending',
        operationId: 'adminApproveTransaction',
        tags,
        security,
        params: transactionParamsSchema,
        body: transactionApprovalSchema,
        idempotent: true,
        answers: {
          202: {
            description: "The withdrawal waits for a second organiser's approval",
            body: 'Message',
          },
          400: 'The UPI reference of a withdrawal is not valid, or the lone organiser’s password is missing or wrong',
          403: 'The transaction is of the caller’s own account: another organiser decides it',
          404: 'No wallet transaction has this id',
          409: {
            description:
              'The transaction is decided already (who and when beside the message), waits in ' +
              'a proposal, or is not a deposit or withdrawal',
            body: 'AlreadyDecidedError',
          },
          429: PASSWORD_ANSWERS[429],
        },
      },
      preHandler: passwordLimit,
      onError: limits.passwordConfirmation.onError,
    },
    (request, reply) =>
      services.idempotency.respond(
        request,
        reply,
        (once) =>
          control.approveTransaction(
            request.params.id,
            request.body ?? {},
            currentUser(request).id,
            once,
          ),
        (approval: TransactionApproval) =>
          approval.proposal
            ? { status: 202, body: { ...approval.transaction, proposal: approval.proposal } }
            : { status: 200, body: approval.transaction },
      ),
  );
}
