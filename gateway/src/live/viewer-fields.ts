import {
  BREAK,
  type ConstDirectiveNode,
  type DocumentNode,
  type GraphQLSchema,
  Kind,
  TypeInfo,
  getNamedType,
  visit,
  visitWithTypeInfo,
} from 'graphql';

type Hinted = { readonly directives?: readonly ConstDirectiveNode[] } | null | undefined;

/** `@cacheControl(scope: PRIVATE)`: the schema's mark of what depends on the viewer. */
const isPrivate = (nodes: readonly Hinted[]) =>
  nodes.some((node) =>
    node?.directives?.some(
      (directive) =>
        directive.name.value === 'cacheControl' &&
        directive.arguments?.some(
          (arg) =>
            arg.name.value === 'scope' &&
            arg.value.kind === Kind.ENUM &&
            arg.value.value === 'PRIVATE',
        ),
    ),
  );

/**
 * Whether a document asks for anything that depends on who asks: a field, or a field of a type,
 * the schema marks `scope: PRIVATE` (the viewer's booking, team, room). The same marks keep such
 * answers out of the shared HTTP cache; every field read with the viewer's token carries one.
 */
export function selectsViewerFields(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const field = typeInfo.getFieldDef();
        if (!field) return undefined;
        const type = getNamedType(field.type);
        if (isPrivate([field.astNode, type.astNode, ...type.extensionASTNodes])) {
          found = true;
          return BREAK;
        }
        return undefined;
      },
    }),
  );
  return found;
}
