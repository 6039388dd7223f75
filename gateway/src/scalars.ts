import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from './generated/resolvers-types';

function toIso(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime()))
    throw new GraphQLError('DateTime must be an ISO-8601 date-time');
  return date.toISOString();
}

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || !/T.*(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    throw new GraphQLError(
      'DateTime must be an ISO-8601 date-time with a time zone, e.g. 2026-11-21T18:30:00Z',
    );
  }
  return toIso(value);
}

/** ISO-8601 in UTC out; in, any ISO-8601 date-time with a zone, normalised to UTC. */
export const DateTime: GraphQLScalarType<string, string> = new GraphQLScalarType({
  name: 'DateTime',
  serialize: toIso,
  parseValue: parseDateTime,
  parseLiteral: (ast): string => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string');
    return parseDateTime(ast.value);
  },
});

export const scalarResolvers: Resolvers = { DateTime };
