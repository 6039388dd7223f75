import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  createSourceEventStream,
  execute,
  print,
} from 'graphql';
import type { GatewayContext } from '../context';
import { selectsViewerFields } from './viewer-fields';
import { isAsyncGenerator, withoutRepeats } from './without-repeats';

type Execution = Promise<ExecutionResult>;

/** The source stream with each payload mapped to its result; ending it ends the source. */
function mapped(
  source: AsyncGenerator<unknown>,
  run: (payload: unknown) => Execution,
): AsyncGenerator<ExecutionResult> {
  const iterator: AsyncGenerator<ExecutionResult> = {
    async next() {
      const step = await source.next();
      if (step.done) return { done: true, value: undefined };
      return { done: false, value: await run(step.value) };
    },
    return: async () => {
      await source.return(undefined);
      return { done: true, value: undefined };
    },
    throw: async (error) => {
      await source.return(undefined);
      throw error;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

/**
 * graphql's `subscribe` (each payload of the source stream executed with it as the root), but
 * subscribers who sent the same document and variables, and may all see the same answer, are
 * one audience: a payload that reaches several of them (the same object, see the shared reads
 * of features/live) is executed once and each gets that result. Visitors always may; players
 * may when the document asks for none of their own fields (viewer-fields.ts), as the web app's
 * tournament subscription does, so a crowd of players costs one execution too. A shared
 * execution runs as a visitor's (no token, no viewer): what it yields is what any visitor would
 * see. A player's own fields (their booking, team, room) keep an execution of their own.
 * Repeats are left out per subscriber, as it receives them (without-repeats.ts).
 */
export function createSharedSubscribe() {
  const executions = new WeakMap<object, Map<string, Execution>>();

  function executeFor(args: ExecutionArgs, audience: string | undefined, payload: unknown) {
    if (!audience || typeof payload !== 'object' || payload === null) {
      return Promise.resolve(execute({ ...args, rootValue: payload }));
    }
    const byAudience = executions.get(payload) ?? new Map<string, Execution>();
    executions.set(payload, byAudience);
    let result = byAudience.get(audience);
    if (!result) {
      const asVisitor = {
        ...(args.contextValue as GatewayContext),
        token: undefined,
        viewer: undefined,
      };
      result = Promise.resolve(execute({ ...args, rootValue: payload, contextValue: asVisitor }));
      byAudience.set(audience, result);
    }
    return result;
  }

  // What a document's sharing needs, worked out once per document (a crowd's subscriptions of
  // one text share one document: checked-documents.ts).
  const documents = new WeakMap<DocumentNode, { text: string; asksOwn: boolean }>();
  function describe({ schema, document }: ExecutionArgs) {
    let described = documents.get(document);
    if (!described) {
      described = { text: print(document), asksOwn: selectsViewerFields(schema, document) };
      documents.set(document, described);
    }
    return described;
  }

  return async (args: ExecutionArgs) => {
    const stream = await createSourceEventStream(args);
    // Not a stream: the errors of a subscription that could not start (every live field's
    // stream is a generator, one that can be ended).
    if (!isAsyncGenerator<unknown>(stream)) return stream as ExecutionResult;
    const { token } = args.contextValue as GatewayContext;
    const { text, asksOwn } = describe(args);
    const audience =
      !token || !asksOwn
        ? JSON.stringify([text, args.operationName ?? null, args.variableValues ?? {}])
        : undefined;
    return withoutRepeats(mapped(stream, (payload) => executeFor(args, audience, payload)));
  };
}
