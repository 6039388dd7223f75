import { grievanceFormSchema } from '#common/validation/grievances';
import { requireToken } from '../../auth/require-token';
import type { GatewayContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import { read } from '../../loaders';
import { runOrganiserMutation } from '../../mutations/organiser-mutation';
import { rejected } from '../../mutations/rejected';
import { ruleErrors } from '../../mutations/rule-errors';
import { runMutation } from '../../mutations/run-mutation';
import type {
  UpstreamAdminGrievance,
  UpstreamFiledGrievance,
  UpstreamGrievance,
} from '../../upstream/grievance-types';
import { toGraphQLError } from '../../upstream/error-translation';
import type { PathParams, QueryParams, ReadRouteName } from '../../upstream/route-table';
import { UpstreamError } from '../../upstream/upstream-error';
import {
  adminGrievanceOf,
  filedGrievanceOf,
  grievanceBody,
  grievanceOf,
} from './grievance-mappers';

/** A read whose 404 is an answer (no such complaint: null), not an error. */
async function readOrNull<T>(
  ctx: GatewayContext,
  route: ReadRouteName,
  params: PathParams,
  query?: QueryParams,
): Promise<T | null> {
  try {
    return await ctx.loaders.read<T>(route, params, query);
  } catch (error) {
    if (error instanceof UpstreamError && error.failure === 'status' && error.status === 404) {
      return null;
    }
    throw toGraphQLError(error);
  }
}

type Step =
  | 'adminAcknowledgeGrievance'
  | 'adminReplyToGrievance'
  | 'adminResolveGrievance'
  | 'adminCloseGrievance';

/** One of the officer's steps on a case; the case as it is after it. */
const step = (ctx: GatewayContext, route: Step, id: string, body?: object) =>
  runOrganiserMutation(ctx, {}, async () => {
    const { body: answer } = await ctx.upstream.call<UpstreamAdminGrievance>(route, {
      params: { id },
      ...(body ? { body } : {}),
      token: ctx.token,
      log: ctx.log,
    });
    return { grievance: adminGrievanceOf(answer) };
  }).then((payload) => ({ ...payload, grievance: payload.grievance ?? null }));

/** Grievance redressal (decision 049): anyone files and follows; the officer answers. */
export const grievanceResolvers: Resolvers = {
  Query: {
    grievance: async (_parent, { number, contact }, ctx) => {
      const found = await readOrNull<UpstreamGrievance>(
        ctx,
        'grievanceStatus',
        { number },
        { contact },
      );
      return found ? grievanceOf(found) : null;
    },
    myGrievances: async (_parent, _args, ctx) => {
      requireToken(ctx);
      return (await read<{ grievances: UpstreamGrievance[] }>(ctx, 'myGrievances')).grievances.map(
        grievanceOf,
      );
    },
  },

  AdminQuery: {
    grievances: async (_parent, { status, overdue }, ctx) =>
      (
        await read<{ grievances: UpstreamAdminGrievance[] }>(ctx, 'adminGrievances', undefined, {
          status: status?.toLowerCase(),
          overdue: overdue === null || overdue === undefined ? undefined : String(overdue),
        })
      ).grievances.map(adminGrievanceOf),
    grievance: async (_parent, { id }, ctx) => {
      const found = await readOrNull<UpstreamAdminGrievance>(ctx, 'adminGrievance', { id });
      return found ? adminGrievanceOf(found) : null;
    },
  },

  Mutation: {
    fileGrievance: async (_parent, { input }, ctx) => {
      const body = grievanceBody(input);
      // The shared rule first; then the backend's refusals keep their fields (tournamentId).
      const failures = ruleErrors(grievanceFormSchema, body);
      if (failures.length) return { ...rejected(failures), grievance: null };
      const payload = await runMutation(ctx, {}, async () => {
        const { body: filed } = await ctx.upstream.call<UpstreamFiledGrievance>('fileGrievance', {
          body,
          token: ctx.token,
          log: ctx.log,
        });
        return {
          grievance: filedGrievanceOf(filed),
          message: `Your complaint is registered. Your acknowledgement number is ${filed.number}.`,
        };
      });
      return { ...payload, message: payload.message ?? null, grievance: payload.grievance ?? null };
    },
    acknowledgeGrievance: (_parent, { id }, ctx) => step(ctx, 'adminAcknowledgeGrievance', id),
    replyToGrievance: (_parent, { id, body }, ctx) =>
      step(ctx, 'adminReplyToGrievance', id, { body }),
    resolveGrievance: (_parent, { id, resolution }, ctx) =>
      step(ctx, 'adminResolveGrievance', id, { resolution }),
    closeGrievance: (_parent, { id, resolution }, ctx) =>
      step(ctx, 'adminCloseGrievance', id, { resolution }),
  },
};
