import type { Resolvers } from '../../generated/resolvers-types';
import type { UpstreamRecords } from '../../upstream/records-types';
import { read } from '../../loaders';
import { recordsOf } from './records-mappers';

/** The records for an auditor or the Authority (decision 050); the CSV is a download route. */
export const recordsResolvers: Resolvers = {
  AdminQuery: {
    records: async (_parent, { from, to }, ctx) =>
      recordsOf(await read<UpstreamRecords>(ctx, 'adminRecords', undefined, { from, to })),
  },
};
