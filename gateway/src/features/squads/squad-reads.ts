import type { GatewayContext } from '../../context';
import { toGraphQLError } from '../../upstream/error-translation';
import type { Squad, SquadInvitation } from '../../generated/resolvers-types';
import type { UpstreamSquad, UpstreamSquadInvitation } from '../../upstream/squad-types';
import { UpstreamError } from '../../upstream/upstream-error';
import { squadInvitationOf, squadOf } from './squad-mappers';

const isNotFound = (error: unknown) =>
  error instanceof UpstreamError && error.failure === 'status' && error.status === 404;

/** The viewer's squad in a tournament; null when they are in none (the backend's 404). */
export async function readMySquad(
  ctx: GatewayContext,
  tournamentId: string | number,
): Promise<Squad | null> {
  try {
    const squad = await ctx.loaders.read<UpstreamSquad>('mySquad', undefined, { tournamentId });
    return squadOf(squad);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw toGraphQLError(error);
  }
}

/** A squad as organisers see it; null when no team has the id. */
export async function readAdminSquad(ctx: GatewayContext, teamId: string): Promise<Squad | null> {
  try {
    return squadOf(await ctx.loaders.read<UpstreamSquad>('adminSquad', { teamId }));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw toGraphQLError(error);
  }
}

export async function readInvitations(ctx: GatewayContext): Promise<SquadInvitation[]> {
  try {
    const rows = await ctx.loaders.read<UpstreamSquadInvitation[]>('squadInvitations');
    return rows.map(squadInvitationOf);
  } catch (error) {
    throw toGraphQLError(error);
  }
}
