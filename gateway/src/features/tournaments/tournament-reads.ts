import type { GatewayContext } from '../../context';
import { toGraphQLError } from '../../errors/error-model';
import type { TournamentKind } from '../../generated/resolvers-types';
import type { PathParams, QueryParams, ReadRouteName } from '../../upstream/route-table';
import { UpstreamError } from '../../upstream/upstream-error';
import type {
  TournamentSource,
  UpstreamMyTeam,
  UpstreamTournament,
} from '../../upstream/upstream-types';
import {
  type UpstreamSpecialDetails,
  idOf,
  sourceOf,
  specialDetailsSource,
} from './tournament-mappers';

/**
 * The tournament reads other features may reuse too (an entry's tournament, the viewer's
 * tournaments): every one goes through the request's loader, so asking twice costs one call.
 */

type Ctx = Pick<GatewayContext, 'loaders' | 'token'>;

/**
 * A read through the request's loader whose failure leaves as one of the error model's codes
 * (a 403 as FORBIDDEN with the upstream's sentence), converted here where the UpstreamError is
 * at hand rather than after graphql-js has wrapped it.
 */
export async function read<T>(
  ctx: Ctx,
  route: ReadRouteName,
  params?: PathParams,
  query?: QueryParams,
): Promise<T> {
  try {
    return await ctx.loaders.read<T>(route, params, query);
  } catch (error) {
    throw toGraphQLError(error);
  }
}

/** The same, where a 404 is an answer (no such tournament: null), not an error. */
export async function readOrNull<T>(
  ctx: Ctx,
  route: ReadRouteName,
  params?: PathParams,
): Promise<T | null> {
  try {
    return await ctx.loaders.read<T>(route, params);
  } catch (error) {
    if (error instanceof UpstreamError && error.failure === 'status' && error.status === 404) {
      return null;
    }
    throw toGraphQLError(error);
  }
}

const LIST_ROUTE = { NORMAL: 'tournaments', SPECIAL: 'specialTournaments' } as const;

/** One upstream list, each item tagged with the list's kind. */
async function listOfKind(ctx: Ctx, kind: TournamentKind): Promise<TournamentSource[]> {
  const rows = await read<UpstreamTournament[] | null>(ctx, LIST_ROUTE[kind]);
  return (rows ?? []).map((row) => sourceOf(row, kind));
}

/** Both lists, read in parallel (or only the one asked for). */
export async function listTournaments(
  ctx: Ctx,
  kind?: TournamentKind | null,
): Promise<TournamentSource[]> {
  const kinds: TournamentKind[] = kind ? [kind] : ['SPECIAL', 'NORMAL'];
  return (await Promise.all(kinds.map((each) => listOfKind(ctx, each)))).flat();
}

/**
 * A special tournament: its entry of the special list has every field; only one missing from
 * the list is read on its own, which answers the subset of §3.
 */
async function loadSpecial(ctx: Ctx, id: string): Promise<TournamentSource | null> {
  const listed = (await listOfKind(ctx, 'SPECIAL')).find((source) => idOf(source) === id);
  if (listed) return listed;
  const details = await readOrNull<UpstreamSpecialDetails>(ctx, 'specialTournament', {
    tournamentId: id,
  });
  return details ? specialDetailsSource(id, details) : null;
}

/** One tournament of the kind asked for; null when the upstream has none with that id. */
export async function loadTournament(
  ctx: Ctx,
  id: string,
  kind: TournamentKind,
): Promise<TournamentSource | null> {
  if (kind === 'SPECIAL') return loadSpecial(ctx, id);
  const row = await readOrNull<UpstreamTournament>(ctx, 'tournament', { tournId: id });
  return row ? sourceOf(row, 'NORMAL') : null;
}

/** Fields about the viewer's own entries need the player's token. */
export { requireToken } from '../../auth/require-token';

/** The viewer's team in a special tournament; read once for viewerBooking and myTeam. */
export const readMyTeam = (ctx: Ctx, source: TournamentSource) =>
  read<UpstreamMyTeam>(ctx, 'myTeam', undefined, { tournamentId: idOf(source) });
