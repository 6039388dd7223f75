import type { GatewayContext } from '../../context';
import type { TournamentKind } from '../../generated/resolvers-types';
import type { PathParams, RouteName } from '../../upstream/route-table';
import type { TournamentSource, UpstreamTournament } from '../../upstream/tournament-types';
import { idOf, listTournaments, loadTournament } from '../tournaments/public';
import { tournamentSourceOf } from './admin-mappers';

/** An organiser write with the viewer's token; the upstream's body. */
export async function call<T = unknown>(
  ctx: GatewayContext,
  route: RouteName,
  options: { params?: PathParams; body?: unknown } = {},
): Promise<T> {
  const response = await ctx.upstream.call<T>(route, {
    ...options,
    token: ctx.token,
    log: ctx.log,
  });
  return response.body;
}

/** A write answering the organiser's view of a tournament, which names its kind. */
export async function tournamentOf(
  ctx: GatewayContext,
  route: RouteName,
  options: { params?: PathParams; body?: unknown },
  kind: TournamentKind = 'NORMAL',
): Promise<TournamentSource> {
  return tournamentSourceOf(
    await call<UpstreamTournament & { kind?: string }>(ctx, route, options),
    kind,
  );
}

/**
 * A tournament as it is now, read after a write that answers something else (a result sheet).
 * The public reads do not name the kind: a tournament in the special list is special.
 */
export async function readTournament(
  ctx: GatewayContext,
  id: string,
): Promise<TournamentSource | null> {
  const specials = await listTournaments(ctx, 'SPECIAL');
  const kind = specials.some((special) => idOf(special) === id) ? 'SPECIAL' : 'NORMAL';
  return loadTournament(ctx, id, kind);
}
