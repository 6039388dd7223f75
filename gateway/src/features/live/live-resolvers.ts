import type { LiveEvent } from '#common/live-events';
import { type GatewayContext, freshReads } from '../../context';
import { gatewayError } from '../../errors/error-model';
import type { Resolvers, TournamentKind } from '../../generated/resolvers-types';
import type { UpstreamNotifications, UpstreamTransaction } from '../../upstream/player-types';
import type { UpstreamRoomAudience } from '../../upstream/tournament-types';
import { loadTournament } from '../tournaments/public';
import { liveIterator } from './live-iterator';
import { requireAdmin } from '../../auth/require-admin';
import type { UpstreamConsoleCounts } from '../../upstream/admin-types';
import { withSharedPublicReads } from '../../per-event-memo';
import {
  BELL_CHANGES,
  ROOM_CHANGES,
  TOURNAMENT_CHANGES,
  concernsTournament,
  concernsViewer,
  consoleChangeOf,
  notificationChangeOf,
  roomOfAudience,
  walletChangeOf,
} from './live-rules';

function liveOf(ctx: GatewayContext) {
  if (!ctx.live) throw gatewayError('BAD_USER_INPUT', 'Subscriptions are served over WebSocket.');
  return ctx.live;
}

/**
 * A pushed event is read afresh: new loaders (nothing cached from an earlier push) and a new
 * per-request call budget, with the subscriber's own token.
 */
function readAfresh(ctx: GatewayContext): GatewayContext {
  const live = liveOf(ctx);
  Object.assign(ctx, freshReads(live.upstream, ctx));
  return ctx;
}

function requireViewer(ctx: GatewayContext) {
  if (!ctx.viewer || !ctx.token) throw gatewayError('UNAUTHENTICATED');
  return ctx.viewer;
}

/** One event's shared reads of a kind; without an event, the current state's. */
const eventKey = (ctx: GatewayContext, event: LiveEvent | undefined, suffix: string) =>
  `${event?.cursor ?? liveOf(ctx).shared.current()}:${suffix}`;

/**
 * Fresh reads for an event's push in which everything public (the tournament's row, its
 * standings) comes from the event's shared reads: one upstream read per event, not per
 * subscriber; only fields of the viewer's own are read with their token.
 */
async function sharedEventReads(ctx: GatewayContext, event: LiveEvent | undefined) {
  const reads = readAfresh(ctx);
  const shared = await liveOf(ctx).shared.publicReads(eventKey(ctx, event, 'public'));
  reads.loaders = withSharedPublicReads(shared, reads.loaders);
  return reads;
}

/** The live fields: each checks what it pushes as a query with the subscriber's token would. */
export const liveResolvers: Resolvers = {
  Subscription: {
    roomReleased: {
      subscribe: async (_root, { tournamentId }, ctx) => {
        const viewer = requireViewer(ctx);
        const live = liveOf(ctx);
        return liveIterator({
          hub: live.hub,
          pushCurrent: true,
          interest: { kinds: ROOM_CHANGES, tournamentId },
          accepts: (event) =>
            ROOM_CHANGES.includes(event.kind) && concernsTournament(event, tournamentId),
          load: async (event) => {
            // Each room event names its match; the first push (no event) gets the latest room.
            const match = event?.subjectId ?? undefined;
            const audience = await live.shared.audiences(
              eventKey(ctx, event, tournamentId),
              async () => {
                const { body } = await live.upstream.call<UpstreamRoomAudience>('roomAudience', {
                  params: { tournId: tournamentId },
                  ...(match ? { query: { match } } : {}),
                  log: ctx.log,
                });
                return body;
              },
            );
            return roomOfAudience(audience, viewer.userId);
          },
        });
      },
      resolve: (room: unknown) => room as never,
    },

    tournamentUpdated: {
      subscribe: async (_root, { id, kind }, ctx) => {
        const live = liveOf(ctx);
        const tournamentKind: TournamentKind = kind ?? 'NORMAL';
        return liveIterator({
          hub: live.hub,
          pushCurrent: false,
          interest: { kinds: TOURNAMENT_CHANGES, tournamentId: id },
          accepts: (event) => TOURNAMENT_CHANGES.has(event.kind) && concernsTournament(event, id),
          load: async (event) => {
            const reads = await sharedEventReads(ctx, event);
            const source = await live.shared.tournaments(
              eventKey(ctx, event, `${tournamentKind}:${id}`),
              () => loadTournament(reads, id, tournamentKind),
            );
            return source ?? undefined;
          },
        });
      },
      resolve: (source: unknown) => source as never,
    },

    walletChanged: {
      subscribe: async (_root, _args, ctx) => {
        const viewer = requireViewer(ctx);
        const live = liveOf(ctx);
        return liveIterator({
          hub: live.hub,
          pushCurrent: true,
          interest: { kinds: ['wallet.changed'], userId: viewer.userId },
          accepts: (event) => event.kind === 'wallet.changed' && concernsViewer(event, viewer),
          load: async (event) => {
            const reads = readAfresh(ctx);
            const [balance, transactions] = await Promise.all([
              reads.loaders.read<unknown>('balance'),
              reads.loaders.read<UpstreamTransaction[]>('transactions'),
            ]);
            return walletChangeOf(balance, transactions, event);
          },
        });
      },
      resolve: (change: unknown) => change as never,
    },

    consoleChanged: {
      subscribe: async (_root, _args, ctx) => {
        // Console events name no player: only an organiser's socket may hear of them.
        requireAdmin(ctx);
        const live = liveOf(ctx);
        return liveIterator({
          hub: live.hub,
          pushCurrent: true,
          interest: { kinds: ['console.changed'] },
          accepts: (event) => event.kind === 'console.changed',
          load: async (event) => {
            const counts =
              await readAfresh(ctx).loaders.read<UpstreamConsoleCounts>('adminConsoleCounts');
            return consoleChangeOf(counts, event);
          },
        });
      },
      resolve: (change: unknown) => change as never,
    },

    notificationsChanged: {
      subscribe: async (_root, _args, ctx) => {
        const viewer = requireViewer(ctx);
        const live = liveOf(ctx);
        return liveIterator({
          hub: live.hub,
          pushCurrent: true,
          interest: { kinds: BELL_CHANGES, userId: viewer.userId },
          accepts: (event) => BELL_CHANGES.includes(event.kind) && concernsViewer(event, viewer),
          load: async (event) => {
            const bell = await readAfresh(ctx).loaders.read<UpstreamNotifications>('notifications');
            return notificationChangeOf(bell, event);
          },
        });
      },
      resolve: (change: unknown) => change as never,
    },
  },
};
