import type { GatewayContext } from '../../context';
import type { TournamentKind } from '../../generated/resolvers-types';
import { read, readOrNull } from '../../loaders';
import type {
  TournamentSource,
  UpstreamMyTeam,
  UpstreamTournament,
} from '../../upstream/tournament-types';
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

/** The viewer's team in a special tournament; read once for viewerBooking and myTeam. */
export const readMyTeam = (ctx: Ctx, source: TournamentSource) =>
  read<UpstreamMyTeam>(ctx, 'myTeam', undefined, { tournamentId: idOf(source) });
