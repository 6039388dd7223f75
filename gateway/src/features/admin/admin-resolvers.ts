import type { Resolvers } from '../../generated/resolvers-types';

/** Resolvers of this feature: a few lines each, mapping upstream data to the schema. */
export const adminResolvers: Resolvers = {};
