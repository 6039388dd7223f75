import {
  type ASTVisitor,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/**
 * Mutations that check a secret, send a code or move money. One request may carry one of them:
 * fifteen aliased logins in one request would spray passwords past every per-request limit.
 */
export const SENSITIVE_MUTATIONS = new Set([
  'login',
  'register',
  'requestRegistrationOtp',
  'requestPasswordReset',
  'verifyPasswordResetOtp',
  'resetPassword',
  'logout',
  'joinTeam',
  'requestDeposit',
  'requestWithdrawal',
]);

export const ONE_SENSITIVE_OPERATION_MESSAGE =
  'Send one sign-in, code, team-join or wallet operation per request.';

/** The sensitive root fields of a selection, through fragments, aliases and repeats alike. */
function countSensitive(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  // A fragment that spreads itself is refused by graphql's own rules; here it ends the walk.
  seen = new Set<string>(),
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (SENSITIVE_MUTATIONS.has(selection.name.value)) count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countSensitive(context, selection.selectionSet, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += countSensitive(context, fragment.selectionSet, seen);
    }
  }
  return count;
}

/** A validation rule: a mutation with two or more sensitive fields is refused before it runs. */
export function oneSensitiveOperation(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation !== 'mutation') return;
      if (countSensitive(context, node.selectionSet) > 1) {
        context.reportError(
          new GraphQLError(ONE_SENSITIVE_OPERATION_MESSAGE, {
            nodes: [node],
            extensions: { code: 'BAD_USER_INPUT' },
          }),
        );
      }
    },
  };
}
