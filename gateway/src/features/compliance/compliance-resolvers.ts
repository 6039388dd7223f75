import { complianceSettingsSchema } from '#common/validation/compliance';
import { read } from '../../loaders';
import type { Resolvers } from '../../generated/resolvers-types';
import { ruleErrors } from '../../mutations/rule-errors';
import { runOrganiserMutation } from '../../mutations/organiser-mutation';
import type {
  UpstreamCompliance,
  UpstreamComplianceChange,
  UpstreamComplianceSettings,
  UpstreamRegistration,
} from '../../upstream/compliance-types';
import {
  complianceBody,
  complianceInfoOf,
  complianceSettingsOf,
  declarationOf,
} from './compliance-mappers';

/** The operator's rules (decision 048): the public part, the console's settings, registration. */
export const complianceResolvers: Resolvers = {
  Query: {
    compliance: async (_parent, _args, ctx) =>
      complianceInfoOf(await read<UpstreamCompliance>(ctx, 'compliance')),
  },

  Tournament: {
    declaration: (source) => declarationOf(source.declaration),
    // An upstream that predates registration opening takes bookings by its window alone.
    registrationOpen: (source) => source.registrationOpen !== false,
  },

  AdminQuery: {
    complianceSettings: async (_admin, _args, ctx) =>
      complianceSettingsOf(await read<UpstreamComplianceSettings>(ctx, 'adminComplianceSettings')),
  },

  AdminTournament: {
    registration: (tournament, _args, ctx) =>
      read<UpstreamRegistration>(ctx, 'adminRegistration', { id: String(tournament.tournId) }),
  },

  Mutation: {
    updateComplianceSettings: async (_parent, { input }, ctx) => {
      const { body, errors } = complianceBody(input);
      const rules = ruleErrors(complianceSettingsSchema, input);
      // The shared rule names a bad threshold first; the mapping's own word would repeat it.
      const refusals = rules.length ? rules : errors;
      const payload = await runOrganiserMutation(ctx, { refusals }, async () => {
        const answer = await ctx.upstream.call<UpstreamComplianceChange>(
          'adminSetComplianceSettings',
          { body, token: ctx.token, log: ctx.log },
        );
        return {
          message: answer.body.message,
          settings: complianceSettingsOf(answer.body.settings),
        };
      });
      return { ...payload, settings: payload.settings ?? null };
    },

    openRegistration: async (_parent, { tournamentId }, ctx) => {
      const params = { id: tournamentId };
      const payload = await runOrganiserMutation(ctx, {}, async () => {
        const answer = await ctx.upstream.call<{ message: string }>('adminOpenRegistration', {
          params,
          token: ctx.token,
          log: ctx.log,
        });
        return { message: answer.body.message };
      });
      // After a refusal too: the console shows what still keeps it closed.
      ctx.loaders.clear();
      const registration = await read<UpstreamRegistration>(ctx, 'adminRegistration', params).catch(
        () => null,
      );
      return { ...payload, registration };
    },
  },
};
