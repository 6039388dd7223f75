import { requireToken } from '../../auth/require-token';
import type { Resolvers } from '../../generated/resolvers-types';
import type { UpstreamNotifications } from '../../upstream/player-types';
import { runMutation } from '../../mutations/run-mutation';
import { notificationsOf } from './notification-mappers';

/** The bell: the viewer's notifications, and marking them read. */
export const notificationResolvers: Resolvers = {
  Viewer: {
    notifications: async (_viewer, _args, ctx) =>
      notificationsOf(await ctx.loaders.read<UpstreamNotifications>('notifications')),
  },
  Mutation: {
    markNotificationRead: (_, { id }, ctx) => {
      const token = requireToken(ctx);
      return runMutation(ctx, {}, async () => {
        const { body } = await ctx.upstream.call<UpstreamNotifications>('markNotificationRead', {
          params: { id },
          token,
          log: ctx.log,
        });
        return { message: null, notifications: notificationsOf(body) };
      });
    },
    markAllNotificationsRead: (_, _args, ctx) => {
      const token = requireToken(ctx);
      return runMutation(ctx, {}, async () => {
        const { body } = await ctx.upstream.call<UpstreamNotifications>(
          'markAllNotificationsRead',
          { token, log: ctx.log },
        );
        return { message: null, notifications: notificationsOf(body) };
      });
    },
  },
};
