import type { AnyObject, ObjectSchema } from 'yup';
import type { GatewayContext } from '../context';
import type { UserError } from '../generated/resolvers-types';
import { RATE_LIMITED_MESSAGE, type RateLimitedAction } from '../rate-limits';
import { payloadOf } from './payload-of';
import { type Payload, rejected } from './rejected';
import { ruleErrors } from './rule-errors';

/**
 * An expected failure the upstream reports in a way payloadOf does not read as one (a 208 for
 * a repeated UTR, a 401 for a wrong password at login); thrown inside a mutation's work.
 */
export class PayloadRefusal extends Error {
  constructor(readonly userError: UserError) {
    super(userError.message);
    this.name = 'PayloadRefusal';
  }
}

export interface MutationPlan<S extends AnyObject> {
  /** The shared §5 schema and the input it checks. */
  rules?: { schema: ObjectSchema<S>; input: unknown };
  /** The rate-limited action and the key its counter is kept under. */
  limit?: { action: RateLimitedAction; key: string };
  /** The upstream's field names in its refusals, renamed to the input's own. */
  inputFields?: (errors: UserError[]) => UserError[];
}

/**
 * Upstream errors name fields of the upstream's request (e.g. `amount` for a missing balance
 * when booking); a field the form does not have is the request's as a whole.
 */
function onFormFields<S extends AnyObject>(
  errors: UserError[],
  schema: ObjectSchema<S> | undefined,
): UserError[] {
  if (!schema) return errors;
  const fields = new Set(Object.keys(schema.fields));
  return errors.map((error) =>
    error.field === null || fields.has(error.field) ? error : { ...error, field: null },
  );
}

/** yup reports fields in no set order; the form's order makes the first message the top one. */
function inFormOrder<S extends AnyObject>(
  errors: UserError[],
  schema: ObjectSchema<S> | undefined,
): UserError[] {
  const order = Object.keys(schema?.fields ?? {});
  const rank = (field: string | null) => {
    const index = field === null ? -1 : order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  return [...errors].sort((a, b) => rank(a.field) - rank(b.field));
}

type Outcome<T> = { done: T; refusal?: undefined } | { done?: undefined; refusal: UserError };

/**
 * The steps every mutation shares: the §5 rules, then the rate limit, then the upstream call
 * under payloadOf. A failing rule or a reached limit answers with payload errors and no
 * upstream call.
 */
export async function runMutation<T extends object, S extends AnyObject = AnyObject>(
  ctx: GatewayContext,
  plan: MutationPlan<S>,
  work: () => Promise<T>,
): Promise<Payload<T>> {
  const ruleFailures = plan.rules ? ruleErrors(plan.rules.schema, plan.rules.input) : [];
  if (ruleFailures.length) return rejected<T>(inFormOrder(ruleFailures, plan.rules?.schema));
  if (plan.limit && !(await ctx.rateLimit(plan.limit.action, plan.limit.key))) {
    return rejected<T>([{ field: null, code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE }]);
  }
  const outcome = await payloadOf<Outcome<T>>(async () => {
    try {
      return { done: await work() };
    } catch (error) {
      if (error instanceof PayloadRefusal) return { refusal: error.userError };
      throw error;
    }
  });
  if (outcome.errors.length) {
    const errors = onFormFields(outcome.errors, plan.rules?.schema);
    return rejected<T>(plan.inputFields ? plan.inputFields(errors) : errors);
  }
  if (outcome.refusal) return rejected<T>([outcome.refusal]);
  return { ...(outcome.done as T), errors: [] };
}

/** Lower-cased and trimmed, so `A@gmail.com` and `a@gmail.com ` share one counter. */
export const limitKey = (ctx: GatewayContext, value: string) =>
  `${ctx.clientIp}:${value.trim().toLowerCase()}`;
