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
 * you mean …" would let anyone map a schema whose introspection is off). A refused document is
 * a BAD_USER_INPUT error with HTTP 400. Built afresh per server: the armor keeps its settings
 * in the object it is given.
 */
export function graphqlProtections() {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: true },
  });
  const { plugins, validationRules } = armor.protect();
  return { plugins, validationRules };
}
