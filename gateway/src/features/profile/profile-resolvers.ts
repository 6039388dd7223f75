import { profileUpdateSchema } from '#common/validation';
import type { Resolvers } from '../../generated/resolvers-types';
import type { UpstreamTournament } from '../../upstream/tournament-types';
import { messageCall } from '../../mutations/message-call';
import { requireToken } from '../../auth/require-token';
import { runMutation } from '../../mutations/run-mutation';
import { listTournaments } from '../tournaments/public';
import { read } from '../../loaders';
import {
  bioOf,
  displayIdOf,
  pictureUrlOf,
  profileUpdateBody,
  statsOf,
  viewerTournamentSources,
} from './profile-mappers';
import { readViewer, rereadViewer } from './viewer-reads';

/** The logged-in player (SPEC §2 Profile, Edit Profile, My tournaments). */
export const profileResolvers: Resolvers = {
  Query: {
    viewer: (_, __, ctx) => (ctx.token ? readViewer(ctx) : null),
  },

  Viewer: {
    id: (profile) => String(profile.id),
    displayId: (profile) => displayIdOf(profile.id),
    bio: bioOf,
    pictureUrl: (profile) => pictureUrlOf(profile.profilePicture),
    stats: statsOf,
    tournaments: async (_, { search }, ctx) => {
      const [booked, special] = await Promise.all([
        read<UpstreamTournament[]>(ctx, 'myTournaments'),
        listTournaments(ctx, 'SPECIAL'),
      ]);
      return viewerTournamentSources(booked, special, search);
    },
  },

  Mutation: {
    updateProfile: (_, { input }, ctx) => {
      const token = requireToken(ctx);
      const body = profileUpdateBody(input);
      return runMutation(ctx, { rules: { schema: profileUpdateSchema, input: body } }, async () => {
        const { message } = await messageCall(ctx, 'updateProfile', { body, token });
        return { message, viewer: await rereadViewer(ctx) };
      });
    },
  },
};
