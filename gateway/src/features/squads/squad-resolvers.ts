import { squadInviteSchema, squadJoinSchema } from '#common/validation';
import { requireAdmin } from '../../auth/require-admin';
import { requireToken } from '../../auth/require-token';
import type { GatewayContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import { messageOf } from '../../mutations/message-call';
import { runMutation } from '../../mutations/run-mutation';
import type { PathParams, RouteName } from '../../upstream/route-table';
import type { UpstreamSquadChange } from '../../upstream/squad-types';
import { squadInviteBody } from './squad-mappers';
import { readAdminSquad, readInvitations, readMySquad } from './squad-reads';

/**
 * One squad change: the call, then the squad and the invitations as they are now (the
 * request's earlier reads forgotten), so the screen shows the change at once.
 */
async function change(
  ctx: GatewayContext,
  route: RouteName,
  options: { params?: PathParams; body?: unknown },
) {
  const token = requireToken(ctx);
  const { body } = await ctx.upstream.call<UpstreamSquadChange>(route, {
    ...options,
    token,
    log: ctx.log,
  });
  ctx.loaders.clear();
  const tournamentId = body?.tournamentId;
  const [squad, invitations] = await Promise.all([
    tournamentId === undefined ? null : readMySquad(ctx, tournamentId),
    readInvitations(ctx),
  ]);
  return { message: messageOf(body), squad, invitations };
}

/** A player's squad mutation: the token first (a visitor gets UNAUTHENTICATED), then the work. */
function squadMutation(
  ctx: GatewayContext,
  route: RouteName,
  options: { params?: PathParams; body?: unknown },
  rules?: Parameters<typeof runMutation>[1]['rules'],
) {
  requireToken(ctx);
  return runMutation(ctx, { rules }, () => change(ctx, route, options));
}

/** Whole squads (decision 037): the booker's invitations, the code, members leaving. */
export const squadResolvers: Resolvers = {
  Tournament: {
    mySquad: (source, _, ctx) =>
      source.kind === 'NORMAL' && ctx.token ? readMySquad(ctx, source.tournId) : null,
  },
  Viewer: {
    squadInvitations: (_, __, ctx) => readInvitations(ctx),
  },
  AdminQuery: {
    squad: (_, { teamId }, ctx) => {
      requireAdmin(ctx);
      return readAdminSquad(ctx, teamId);
    },
  },
  Mutation: {
    inviteToSquad: (_, { input }, ctx) => {
      const body = squadInviteBody(input);
      return squadMutation(
        ctx,
        'inviteToSquad',
        { body },
        { schema: squadInviteSchema, input: body },
      );
    },
    acceptSquadInvitation: (_, { id }, ctx) =>
      squadMutation(ctx, 'acceptSquadInvitation', { params: { id } }),
    declineSquadInvitation: (_, { id }, ctx) =>
      squadMutation(ctx, 'declineSquadInvitation', { params: { id } }),
    cancelSquadInvitation: (_, { id }, ctx) =>
      squadMutation(ctx, 'cancelSquadInvitation', { params: { id } }),
    joinSquad: (_, { code }, ctx) =>
      squadMutation(
        ctx,
        'joinSquad',
        { body: { code } },
        { schema: squadJoinSchema, input: { code } },
      ),
    leaveSquad: (_, { teamId }, ctx) => squadMutation(ctx, 'leaveSquad', { params: { teamId } }),
    removeSquadMember: (_, { teamId, userId }, ctx) =>
      squadMutation(ctx, 'removeSquadMember', { params: { teamId, userId } }),
  },
};
