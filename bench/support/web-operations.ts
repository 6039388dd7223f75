import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  parse,
  print,
  visit,
} from 'graphql';

/**
 * An operation of the web app as it goes on the wire: read from the app's own `.graphql` files
 * (the inputs of its generated hooks), with the fragments it spreads and the `__typename` that
 * Apollo Client's cache adds to every selection below the root.
 */
export interface WebOperation {
  operationName: string;
  query: string;
  /** The automatic persisted query hash Apollo Client sends (sha256 of the query text). */
  sha256Hash: string;
}

const WEB_SOURCES = path.resolve('web/src');

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

let definitions: DefinitionNode[] | undefined;
const allDefinitions = () =>
  (definitions ??= graphqlFiles(WEB_SOURCES).flatMap(
    (file) => parse(readFileSync(file, 'utf8')).definitions,
  ));

const TYPENAME = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;

/** Apollo Client's addTypename: every selection set except the operation's root. */
function withTypename(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node: SelectionSetNode, _key, parent) {
      const root = parent && !Array.isArray(parent) && (parent as OperationDefinitionNode).kind;
      if (root === Kind.OPERATION_DEFINITION) return undefined;
      const has = node.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
      );
      return has ? undefined : { ...node, selections: [...node.selections, TYPENAME] };
    },
  });
}

/** The named operation of the web app, with the fragments it needs (transitively). */
export function webOperation(operationName: string): WebOperation {
  const all = allDefinitions();
  const operation = all.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === operationName,
  );
  if (!operation) throw new Error(`no operation ${operationName} in the web app`);
  const fragments = new Map(
    all
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (!fragment || needed.has(name)) return;
        needed.set(name, fragment);
        collect(fragment);
      },
    });
  collect(operation);
  const query = print(
    withTypename({ kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] }),
  );
  return { operationName, query, sha256Hash: createHash('sha256').update(query).digest('hex') };
}

/** The GET URL of a persisted query, as Apollo Client's `useGETForHashedQueries` builds it. */
export function persistedGetPath(operation: WebOperation, variables: Record<string, unknown>) {
  const params = new URLSearchParams({
    operationName: operation.operationName,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({
      persistedQuery: { version: 1, sha256Hash: operation.sha256Hash },
    }),
  });
  return `/graphql?${params.toString()}`;
}
