import { readFileSync } from 'node:fs';
import {
  type GraphQLArgument,
  type GraphQLNamedType,
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * Integrators read the contract in the playground: every type, field, argument, input field and
 * enum value of schema.graphql carries a docstring. The built-in scalars and introspection types
 * are graphql's own.
 */
const sdl = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

const hasDescription = (element: { description?: string | null }) =>
  Boolean(element.description?.trim());

function undocumentedArgs(owner: string, args: readonly GraphQLArgument[]): string[] {
  return args.filter((arg) => !hasDescription(arg)).map((arg) => `${owner}(${arg.name}:)`);
}

/** The coordinates (e.g. `Query.tournament(id:)`) of the type's undocumented elements. */
function undocumentedIn(type: GraphQLNamedType): string[] {
  const missing = hasDescription(type) ? [] : [type.name];
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const field of Object.values(type.getFields())) {
      const coordinate = `${type.name}.${field.name}`;
      if (!hasDescription(field)) missing.push(coordinate);
      missing.push(...undocumentedArgs(coordinate, field.args));
    }
  } else if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      if (!hasDescription(field)) missing.push(`${type.name}.${field.name}`);
    }
  } else if (isEnumType(type)) {
    for (const value of type.getValues()) {
      if (!hasDescription(value)) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing;
}

describe('schema.graphql docstrings', () => {
  it('documents every type, field, argument, input field and enum value', () => {
    const schema = buildSchema(sdl);
    const types = Object.values(schema.getTypeMap()).filter(
      (type) => !isIntrospectionType(type) && !isSpecifiedScalarType(type),
    );
    expect(types.length).toBeGreaterThan(0);
    const missing = types.flatMap(undocumentedIn);
    expect(missing, `Undocumented schema elements:\n${missing.join('\n')}`).toEqual([]);
  });
});
