import { type GraphQLQuery, type GraphQLResponseBody, HttpResponse } from 'msw';

type Body = GraphQLResponseBody<GraphQLQuery>;

/** A payload error as the gateway answers it. */
export const userError = (message: string, code = 'INVALID', field: string | null = null) => ({
  __typename: 'UserError',
  field,
  code,
  message,
});

type Answer = {
  errors?: ReturnType<typeof userError>[];
  message?: string | null;
  token?: string | null;
  username?: string | null;
};

/** An AuthPayload answer to the mutation `name`. */
export const authAnswer = (name: string, answer: Answer = {}) =>
  HttpResponse.json<Body>({
    data: {
      [name]: {
        __typename: 'AuthPayload',
        message: null,
        token: null,
        username: null,
        errors: [],
        ...answer,
      },
    },
  });

/** A MessagePayload answer to the mutation `name`. */
export const messageAnswer = (name: string, answer: Omit<Answer, 'token' | 'username'> = {}) =>
  HttpResponse.json<Body>({
    data: { [name]: { __typename: 'MessagePayload', message: null, errors: [], ...answer } },
  });

/** A promise the test resolves when it has looked at the busy state. */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
