import type { Resolvers } from '../../generated/resolvers-types';
import type { UpstreamAdminTransaction } from '../../upstream/admin-types';
import type {
  UpstreamApprovedMatches,
  UpstreamStatement,
  UpstreamStatementMapping,
  UpstreamStatementResult,
} from '../../upstream/statement-types';
import { read, readOrNull } from '../../loaders';
import { runOrganiserMutation } from '../../mutations/organiser-mutation';
import { moneyFromRupees } from '../wallet/public';
import { mappingOf, reconciliationOf, statementOf } from './statement-mappers';

const ID = /^[1-9]\d{0,9}$/;

/** Reconciliation from the bank statement (decision 042); the upload is an HTTP route. */
export const statementResolvers: Resolvers = {
  AdminQuery: {
    statements: async (_parent, _args, ctx) =>
      (await read<UpstreamStatement[]>(ctx, 'adminStatements')).map(statementOf),
    statement: async (_parent, { id }, ctx) => {
      if (!ID.test(id)) return null;
      const result = await readOrNull<UpstreamStatementResult>(ctx, 'adminStatement', { id });
      return result && reconciliationOf(result);
    },
    statementMappings: async (_parent, _args, ctx) =>
      (await read<UpstreamStatementMapping[]>(ctx, 'adminStatementMappings')).map(mappingOf),
  },

  Mutation: {
    approveStatementMatches: async (_parent, { statementId, transactionIds }, ctx) => {
      const badId = transactionIds.findIndex((id) => !ID.test(id));
      const refusals = [
        ...(transactionIds.length === 0
          ? [
              {
                field: 'transactionIds',
                code: 'INVALID' as const,
                message: 'Choose the deposits to approve',
              },
            ]
          : []),
        ...(badId === -1
          ? []
          : [
              {
                field: `transactionIds[${badId}]`,
                code: 'INVALID' as const,
                message: 'Invalid transaction id',
              },
            ]),
      ];
      const payload = await runOrganiserMutation(ctx, { refusals }, async () => {
        const response = await ctx.upstream.call<UpstreamApprovedMatches<UpstreamAdminTransaction>>(
          'adminApproveStatementMatches',
          {
            params: { id: statementId },
            body: { transactionIds: transactionIds.map(Number) },
            token: ctx.token,
            log: ctx.log,
          },
        );
        const answer = response.body;
        return {
          message: answer.message,
          approved: answer.approved,
          approvedTotal: moneyFromRupees(answer.approvedTotal),
          notApproved: answer.notApproved.map((item) => ({
            transactionId: String(item.transactionId),
            message: item.message,
          })),
        };
      });
      // A refusal answers none of the lists: null, as the schema says.
      return { approved: null, approvedTotal: null, notApproved: null, ...payload };
    },
  },
};
