import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type DocumentNode, Kind, buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { graphqlProtections } from '../../src/http/graphql-protections';
import { oneSensitiveOperation } from '../../src/http/one-sensitive-operation';
import { typeDefs } from '../../src/schema-sdl';

/**
 * Every operation the web app sends passes the limits the gateway enforces (depth, cost,
 * aliases, directives, one sensitive operation): a screen whose query the gateway would refuse
 * is caught here, not by an organiser on a phone. Fragment spreads count as depth, so nesting
 * fragments adds up fast.
 */
const schema = buildSchema(typeDefs);
const WEB_SRC = path.join(import.meta.dirname, '../../../web/src');
const files = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.graphql'))
  .map((file) => path.join(WEB_SRC, file));
const all = parse(files.map((file) => readFileSync(file, 'utf8')).join('\n'));
const fragments = all.definitions.filter(
  (definition) => definition.kind === Kind.FRAGMENT_DEFINITION,
);
const operations = all.definitions.flatMap((definition) =>
  definition.kind === Kind.OPERATION_DEFINITION && definition.name
    ? [{ name: definition.name.value, definition }]
    : [],
);

/** The operation with every fragment, as the web app's client sends it. */
const documentOf = (definition: (typeof operations)[number]['definition']): DocumentNode => ({
  kind: Kind.DOCUMENT,
  definitions: [definition, ...fragments],
});

describe("the web app's operations", () => {
  it('are found', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations)('$name passes the gateway limits', ({ definition }) => {
    // As the server puts them together: the protections, then one sensitive operation.
    const rules = [...graphqlProtections().validationRules, oneSensitiveOperation];
    const errors = validate(schema, documentOf(definition), rules);
    expect(errors.map((error) => error.message)).toEqual([]);
  });

  it.each(operations)('$name is valid against the schema', ({ definition }) => {
    const rules = specifiedRules.filter((rule) => rule.name !== 'NoUnusedFragmentsRule');
    expect(validate(schema, documentOf(definition), rules).map((e) => e.message)).toEqual([]);
  });
});
