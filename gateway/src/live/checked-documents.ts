import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  parse,
  specifiedRules,
  validate,
  type ValidationRule,
} from 'graphql';
import { asParseFailure, asValidationFailure } from '../errors/document-errors';
import { GRAPHQL_LIMITS } from '../http/graphql-protections';

/** Distinct valid documents kept (the web app sends a handful); the oldest go first. */
const KEPT = 100;

/**
 * A subscription document parsed and validated (the query's rules: depth, aliases, cost,
 * tokens) once per text, not once per subscription: a crowd resubscribing at a room release
 * sends the same few documents thousands of times, and validating one costs about a
 * millisecond. Only valid documents are kept, so junk costs its sender a check each time and
 * cannot fill the cache; the document is shared read-only by every subscription of that text.
 */
export function createDocumentCheck(schema: GraphQLSchema, validationRules: ValidationRule[]) {
  const rules = [...specifiedRules, ...validationRules];
  const valid = new Map<string, DocumentNode>();

  return (query: string): DocumentNode | GraphQLError[] => {
    const kept = valid.get(query);
    if (kept) return kept;
    let document;
    try {
      document = parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
    } catch (error) {
      const syntax = error instanceof GraphQLError ? error : new GraphQLError('Syntax Error.');
      return [asParseFailure(syntax)];
    }
    const errors = validate(schema, document, rules);
    if (errors.length) return errors.map(asValidationFailure);
    if (valid.size >= KEPT) valid.delete(valid.keys().next().value as string);
    valid.set(query, document);
    return document;
  };
}
