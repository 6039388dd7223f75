import {
  disputeFormSchema,
  disputeResolutionSchema,
  prizeHoldOverrideSchema,
} from '#common/disputes';
import { requireAdmin } from '../../auth/require-admin';
import { requireToken } from '../../auth/require-token';
import type { Resolvers } from '../../generated/resolvers-types';
import { runOrganiserMutation } from '../../mutations/organiser-mutation';
import { ruleErrors } from '../../mutations/rule-errors';
import { rejected } from '../../mutations/rejected';
import { runMutation } from '../../mutations/run-mutation';
import type { UpstreamDispute, UpstreamPrizeHold } from '../../upstream/check-in-types';
import { idOf } from '../tournaments/public';
import { disputeStatusOf, screenshotUrlOf } from './check-in-mappers';

/** The upstream's field names in refusals, renamed to the mutations' own. */
const FIELD_OF: Record<string, string> = { matchNo: 'matchNumber' };
const inputFields = <E extends { field: string | null }>(errors: E[]) =>
  errors.map((error) =>
    error.field && FIELD_OF[error.field]
      ? { ...error, field: FIELD_OF[error.field] ?? null }
      : error,
  );

/** Disputes of match results: the squad's, the organiser's list and resolution, the prize hold. */
export const disputeResolvers: Resolvers = {
  Tournament: {
    myDisputes: (source, _args, ctx) =>
      ctx.token
        ? ctx.loaders.read<UpstreamDispute[]>('myDisputes', undefined, {
            tournamentId: String(idOf(source)),
          })
        : null,
  },
  AdminTournament: {
    disputes: (tournament, _args, ctx) =>
      ctx.loaders.read<UpstreamDispute[]>('adminDisputes', undefined, {
        tournamentId: String(idOf(tournament)),
      }),
    prizeHold: (tournament, _args, ctx) =>
      ctx.loaders.read<UpstreamPrizeHold>('adminPrizeHold', { id: String(idOf(tournament)) }),
  },
  AdminQuery: {
    disputes: (_parent, { status }, ctx) => {
      requireAdmin(ctx);
      return ctx.loaders.read<UpstreamDispute[]>('adminDisputes', undefined, {
        status: (status ?? 'OPEN').toLowerCase(),
      });
    },
  },
  Dispute: {
    id: (dispute) => String(dispute.id),
    tournamentId: (dispute) => String(dispute.tournamentId),
    matchNumber: (dispute) => dispute.matchNo,
    teamId: (dispute) => String(dispute.teamId),
    screenshotUrl: (dispute) => screenshotUrlOf(dispute),
    status: (dispute) => disputeStatusOf(dispute),
  },
  PrizeHold: {
    holdingDisputes: (hold) => hold.holdingDisputes.map(String),
  },
  Mutation: {
    openDispute: (_parent, { input }, ctx) => {
      const token = requireToken(ctx);
      const body = { reason: input.reason, screenshotId: input.screenshotId ?? null };
      // The shared rule first; then the upstream's refusals keep their fields (tournamentId).
      const failures = ruleErrors(disputeFormSchema, body);
      if (failures.length) return rejected(failures);
      return runMutation(ctx, { inputFields }, async () => {
        const { body: dispute } = await ctx.upstream.call<UpstreamDispute>('openDispute', {
          params: { tournamentId: input.tournamentId, matchNo: String(input.matchNumber) },
          body,
          token,
          log: ctx.log,
        });
        ctx.loaders.clear();
        return { dispute, message: 'Your dispute is with the organiser' };
      });
    },
    resolveDispute: (_parent, { id, resolution, reason }, ctx) => {
      const body = { resolution: resolution.toLowerCase(), reason };
      return runOrganiserMutation(
        ctx,
        { refusals: ruleErrors(disputeResolutionSchema, body) },
        async () => {
          const { body: dispute } = await ctx.upstream.call<UpstreamDispute>(
            'adminResolveDispute',
            { params: { id }, body, token: ctx.token, log: ctx.log },
          );
          return { dispute };
        },
      );
    },
    overridePrizeHold: (_parent, { tournamentId, reason }, ctx) =>
      runOrganiserMutation(
        ctx,
        { refusals: ruleErrors(prizeHoldOverrideSchema, { reason }) },
        async () => {
          const { body: prizeHold } = await ctx.upstream.call<UpstreamPrizeHold>(
            'adminOverridePrizeHold',
            { params: { id: tournamentId }, body: { reason }, token: ctx.token, log: ctx.log },
          );
          return { prizeHold };
        },
      ),
  },
};
