import {
  type ASTVisitor,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { type ErrorCode, GENERIC_MESSAGES } from '../errors/error-model';

/**
 * Mutations that check a secret, send a code, end sessions or move money (decisions 011, 025).
 * One request may carry one of them: fifteen aliased logins in one request would spray
 * passwords past every per-request limit, and two aliased withdrawals would race each other.
 * postResults moves no money (prizes go through payWinnings); updateTournament may cancel,
 * which refunds every entry fee.
 */
export const SENSITIVE_MUTATIONS = new Set([
  // Sign-in, codes and passwords.
  'login',
  'register',
  'requestRegistrationOtp',
  'requestPasswordReset',
  'verifyPasswordResetOtp',
  'resetPassword',
  // Sessions.
  'logout',
  'logoutAllDevices',
  // A player's money.
  'bookSlot',
  'createTeam',
  'joinTeam',
  'requestDeposit',
  'requestWithdrawal',
  // The organiser's money.
  'approveTransaction',
  'rejectTransaction',
  'payWinnings',
  'updateTournament',
]);

/** The refusal's own `extensions.code`, so a client can tell it from a bad argument. */
const CODE: ErrorCode = 'TOO_MANY_SENSITIVE_OPERATIONS';

export const ONE_SENSITIVE_OPERATION_MESSAGE = GENERIC_MESSAGES[CODE];

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

/**
 * A validation rule: a mutation with two or more sensitive fields is refused before anything
 * runs (HTTP 400, TOO_MANY_SENSITIVE_OPERATIONS). One operation per request is Apollo's own
 * rule too: batched requests (a JSON array) are off, so a batch cannot repeat one either.
 */
export function oneSensitiveOperation(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation !== 'mutation') return;
      if (countSensitive(context, node.selectionSet) > 1) {
        context.reportError(
          new GraphQLError(ONE_SENSITIVE_OPERATION_MESSAGE, {
            nodes: [node],
            extensions: { code: CODE },
          }),
        );
      }
    },
  };
}
