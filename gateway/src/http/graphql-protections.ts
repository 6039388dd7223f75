import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * Limits on what one GraphQL document may ask, checked before anything runs. The largest screen
 * of the web app (normal tournament details with standings, teams and room) has depth 5, no
 * aliases and a cost near 210, so these leave ample room while refusing abuse.
 */
export const GRAPHQL_LIMITS = {
  /** Nesting of selections (inline fragments and fragment spreads count as a level). */
  maxDepth: 10,
  /** Aliased fields in one document (`__typename` aliases are free). */
  maxAliases: 15,
  /** graphql-armor's cost: scalars 1, objects 2, each level of nesting weighs 1.5 times more. */
  maxCost: 5000,
  /** Lexical tokens in one document: bounds the parser's work before the other checks. */
  maxTokens: 2000,
  /** Directives in one document. */
  maxDirectives: 50,
} as const;

/**
 * Apollo plugins and validation rules of the limits above, plus field-suggestion blocking ("Did
 * you mean …" would let anyone map a schema whose introspection is off), and the parser's own
 * token limit. A document past a limit is refused as any document that does not validate
 * (GRAPHQL_VALIDATION_FAILED), or, past the tokens, as one that does not parse
 * (GRAPHQL_PARSE_FAILED); decision 028 gives their HTTP statuses. Built afresh per server: the
 * armor keeps its settings in the object it is given.
 */
export function graphqlProtections() {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
    // graphql-js counts tokens as it parses (`parseOptions`): the armor's count throws from a
    // plugin hook, which Apollo answers as a server error (500) rather than a parse failure.
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: true },
  });
  const { plugins, validationRules } = armor.protect();
  const parseOptions = { maxTokens: GRAPHQL_LIMITS.maxTokens };
  return { plugins, validationRules, parseOptions };
}
