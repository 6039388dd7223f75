import type { Resolvers, UserError } from '../../generated/resolvers-types';
import { runOrganiserMutation } from '../../mutations/organiser-mutation';
import { pictureIdOfUrl } from '../profile/public';
import { call, readTournament } from './admin-calls';
import { inputFieldsOf } from './admin-inputs';

interface Saved {
  message?: string | null;
  corrections?: string[] | null;
}

const NOT_UPLOADED = 'Upload the screenshot first, then attach the address it answered';

/** A screenshot's picture is named by the `url` the upload answered: /media/pictures/{id}. */
function pictureIdOf(url: string): { pictureId?: string; errors: UserError[] } {
  const pictureId = pictureIdOfUrl(url);
  return pictureId
    ? { pictureId, errors: [] }
    : { errors: [{ field: 'pictureUrl', code: 'INVALID', message: NOT_UPLOADED }] };
}

const plan = { inputFields: inputFieldsOf };

/** Results by finishing order, penalties and result screenshots: the organiser's side of POINTS. */
export const adminScoringResolvers: Resolvers = {
  Mutation: {
    saveFinishingOrder: async (_parent, { tournamentId, matchNumber, squads, reason }, ctx) => {
      const payload = await runOrganiserMutation(ctx, plan, async () => {
        const saved = await call<Saved>(ctx, 'adminFinishingOrder', {
          params: { id: tournamentId, matchNo: matchNumber },
          body: {
            squads: squads.map((squad) => ({
              teamId: Number(squad.teamId),
              place: squad.place,
              kills: squad.kills,
            })),
            ...(reason ? { reason } : {}),
          },
        });
        // The standings changed: read the tournament afresh.
        ctx.loaders.clear();
        return {
          message: saved.message ?? null,
          corrections: saved.corrections ?? [],
          tournament: await readTournament(ctx, tournamentId),
        };
      });
      return { ...payload, corrections: payload.corrections ?? [] };
    },

    addPenalty: (_parent, { tournamentId, matchNumber, teamId, points, reason }, ctx) =>
      runOrganiserMutation(ctx, plan, async () => {
        await call(ctx, 'adminAddPenalty', {
          params: { id: tournamentId, matchNo: matchNumber },
          body: { teamId: Number(teamId), points, reason },
        });
        ctx.loaders.clear();
        return { message: 'Penalty given', tournament: await readTournament(ctx, tournamentId) };
      }),

    removePenalty: (_parent, { tournamentId, penaltyId }, ctx) =>
      runOrganiserMutation(ctx, plan, async () => {
        const removed = await call<Saved>(ctx, 'adminRemovePenalty', {
          params: { id: tournamentId, penaltyId },
        });
        ctx.loaders.clear();
        return {
          message: removed.message ?? null,
          tournament: await readTournament(ctx, tournamentId),
        };
      }),

    attachResultScreenshot: (_parent, { tournamentId, matchNumber, pictureUrl }, ctx) => {
      const { pictureId, errors } = pictureIdOf(pictureUrl);
      return runOrganiserMutation(ctx, { ...plan, refusals: errors }, async () => {
        await call(ctx, 'adminAttachScreenshot', {
          params: { id: tournamentId, matchNo: matchNumber },
          body: { pictureId },
        });
        ctx.loaders.clear();
        return {
          message: 'Screenshot attached',
          tournament: await readTournament(ctx, tournamentId),
        };
      });
    },

    removeResultScreenshot: (_parent, { tournamentId, screenshotId }, ctx) =>
      runOrganiserMutation(ctx, plan, async () => {
        const removed = await call<Saved>(ctx, 'adminRemoveScreenshot', {
          params: { id: tournamentId, screenshotId },
        });
        ctx.loaders.clear();
        return {
          message: removed.message ?? null,
          tournament: await readTournament(ctx, tournamentId),
        };
      }),
  },
};
