import { requireToken } from '../../auth/require-token';
import type { GatewayContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import { runMutation } from '../../mutations/run-mutation';
import type {
  UpstreamCheckInList,
  UpstreamCheckInWindow,
  UpstreamMyCheckIn,
} from '../../upstream/check-in-types';
import { idOf } from '../tournaments/public';
import { phaseOf, squadStatusOf } from './check-in-mappers';

const myCheckIn = (ctx: GatewayContext, tournamentId: string) =>
  ctx.loaders.read<UpstreamMyCheckIn>('myCheckIn', { tournamentId });

/** Check-in: the window on every tournament, the viewer's squad's, the organiser's list. */
export const checkInResolvers: Resolvers = {
  Tournament: {
    checkInWindow: (source, _args, ctx) =>
      ctx.loaders.read<UpstreamCheckInWindow>('checkInWindow', {
        tournamentId: String(idOf(source)),
      }),
    myCheckIn: (source, _args, ctx) => (ctx.token ? myCheckIn(ctx, String(idOf(source))) : null),
  },
  AdminTournament: {
    checkIns: (tournament, _args, ctx) =>
      ctx.loaders.read<UpstreamCheckInList>('adminCheckIns', { id: String(idOf(tournament)) }),
  },
  CheckInWindow: {
    phase: (window) => phaseOf(window),
  },
  MyCheckIn: {
    window: (mine) => mine,
    squad: (mine) => mine.team,
  },
  CheckInList: {
    window: (list) => list,
    squads: (list) => list.teams,
  },
  SquadCheckIn: {
    teamId: (squad) => String(squad.teamId),
    status: (squad) => squadStatusOf(squad),
  },
  Mutation: {
    checkIn: (_parent, { tournamentId }, ctx) => {
      const token = requireToken(ctx);
      return runMutation(ctx, {}, async () => {
        const { body } = await ctx.upstream.call<UpstreamMyCheckIn>('checkIn', {
          params: { tournamentId },
          token,
          log: ctx.log,
        });
        ctx.loaders.clear();
        return { checkIn: body, message: 'Your squad is checked in' };
      });
    },
  },
};
