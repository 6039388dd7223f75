import type { GatewayContext } from '../../context';
import type { UserError } from '../../generated/resolvers-types';
import type { PathParams, RouteName } from '../../upstream/route-table';
import type { TournamentSource } from '../../upstream/tournament-types';
import { idOf, listTournaments, loadTournament } from '../tournaments/public';

/** An organiser's schedule write with the viewer's token. */
export async function scheduleCall(
  ctx: GatewayContext,
  route: RouteName,
  options: { params: PathParams; body: unknown },
): Promise<void> {
  await ctx.upstream.call(route, { ...options, token: ctx.token, log: ctx.log });
}

/** The tournament as it is now, of the kind the lists say (a special one is in its list). */
export async function readTournament(
  ctx: GatewayContext,
  id: string,
): Promise<TournamentSource | null> {
  const specials = await listTournaments(ctx, 'SPECIAL');
  const kind = specials.some((special) => idOf(special) === id) ? 'SPECIAL' : 'NORMAL';
  return loadTournament(ctx, id, kind);
}

/** The upstream's field names in refusals, renamed to the mutation's arguments. */
const ARGUMENT_OF: Record<string, string> = {
  roomPassword: 'password',
  matchNo: 'matchNumber',
};

export const inputFieldsOf = (errors: UserError[]): UserError[] =>
  errors.map((error) => {
    const argument = error.field ? ARGUMENT_OF[error.field] : undefined;
    return argument ? { ...error, field: argument } : error;
  });
