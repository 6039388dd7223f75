import type { GatewayContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import { read } from '../../loaders';
import { runOrganiserMutation } from '../../mutations/organiser-mutation';
import { UpstreamError } from '../../upstream/upstream-error';
import type {
  MatchSource,
  UpstreamAdminMatch,
  UpstreamMatch,
  UpstreamMatchRoom,
} from '../../upstream/schedule-types';
import { idOf } from '../tournaments/public';
import { inputFieldsOf, readTournament, scheduleCall } from './schedule-calls';
import { matchRoomOf, matchSourcesOf, scheduledRoomOf } from './schedule-mappers';

/**
 * The released rooms the viewer may see: members of booked squads and organisers. Anyone else
 * (the upstream's 401 or 403) sees none: the schedule stays readable, the rooms stay theirs.
 */
async function roomsFor(ctx: GatewayContext, tournId: string): Promise<UpstreamMatchRoom[]> {
  if (!ctx.token) return [];
  try {
    return await ctx.loaders.read<UpstreamMatchRoom[]>('matchRooms', { tournId });
  } catch (error) {
    const refused = error instanceof UpstreamError && error.failure === 'status';
    if (refused && (error.status === 401 || error.status === 403)) return [];
    throw error;
  }
}

/** Tournament.matches, Match.room, the organiser's schedule and its two writes. */
export const scheduleResolvers: Resolvers = {
  Tournament: {
    matches: async (source, _args, ctx) => {
      const tournId = String(idOf(source));
      return matchSourcesOf(
        tournId,
        await read<UpstreamMatch[]>(ctx, 'matchSchedule', { tournId }),
      );
    },
  },

  Match: {
    number: (match: MatchSource) => match.matchNo,
    map: (match: MatchSource) => match.map,
    startsAt: (match: MatchSource) => match.startsAt,
    roomReleaseAt: (match: MatchSource) => match.roomReleaseAt,
    roomReleased: (match: MatchSource) => match.roomReleased,
    room: async (match: MatchSource, _args, ctx) => {
      if (!match.roomReleased) return null;
      const room = (await roomsFor(ctx, match.tournamentId)).find(
        (released) => released.matchNo === match.matchNo,
      );
      return room ? matchRoomOf(match.tournamentId, room) : null;
    },
  },

  AdminTournament: {
    schedule: (tournament, _args, ctx) =>
      ctx.loaders.read<UpstreamAdminMatch[]>('adminMatchSchedule', {
        id: String(idOf(tournament)),
      }),
  },

  ScheduledMatch: {
    number: (match) => match.matchNo,
    map: (match) => match.map,
    startsAt: (match) => match.startsAt,
    room: (match) => scheduledRoomOf(match),
    resultsPostedAt: (match) => match.resultsPostedAt,
  },

  Mutation: {
    editMatch: (_parent, { tournamentId, matchNumber, map, startsAt }, ctx) =>
      runOrganiserMutation(ctx, { inputFields: inputFieldsOf }, async () => {
        await scheduleCall(ctx, 'adminEditMatch', {
          params: { id: tournamentId, matchNo: String(matchNumber) },
          body: { ...(map ? { map } : {}), ...(startsAt ? { startsAt } : {}) },
        });
        return { tournament: await readTournament(ctx, tournamentId) };
      }),
    publishMatchRoom: (_parent, { tournamentId, matchNumber, roomId, password, releaseAt }, ctx) =>
      runOrganiserMutation(ctx, { inputFields: inputFieldsOf }, async () => {
        await scheduleCall(ctx, 'adminPublishMatchRoom', {
          params: { id: tournamentId, matchNo: String(matchNumber) },
          body: { roomId, roomPassword: password, ...(releaseAt ? { releaseAt } : {}) },
        });
        return { tournament: await readTournament(ctx, tournamentId) };
      }),
  },
};
