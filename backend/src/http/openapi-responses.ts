import type { FastifySchema } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { GATEWAY_SECRET_HEADER } from './client-address';

/**
 * The answers each operation of the OpenAPI document lists (decision 031). A route names what
 * only it answers (`answers`); what follows from its inputs, its security, the organiser scope
 * and idempotency keys is added here, once for every route, with the body each refusal comes in.
 */

export type BodyName = 'Error' | 'ErrorInErrorField' | 'AlreadyDecidedError' | 'Message';

/** The named bodies of the document's components. */
export const BODY_SCHEMAS: Record<BodyName, OpenAPIV3.SchemaObject> = {
  Error: {
    type: 'object',
    description:
      'A refusal. `message` is for people; validation failures add every field problem in ' +
      '`errors`, in field order; an Idempotency-Key refusal adds its `code`.',
    properties: {
      message: { type: 'string' },
      errors: {
        type: 'array',
        items: {
          type: 'object',
          properties: { field: { type: 'string' }, message: { type: 'string' } },
          required: ['field', 'message'],
        },
      },
      code: { type: 'string', enum: ['IDEMPOTENCY_KEY_IN_USE', 'IDEMPOTENCY_KEY_REUSED'] },
    },
    required: ['message'],
  },
  ErrorInErrorField: {
    type: 'object',
    description:
      'A refusal of teams/join, whose old client reads `error`, not `message` (SPEC §7): the ' +
      'text for people, without a field list.',
    properties: {
      error: { type: 'string' },
      code: { type: 'string', enum: ['IDEMPOTENCY_KEY_IN_USE', 'IDEMPOTENCY_KEY_REUSED'] },
    },
    required: ['error'],
  },
  AlreadyDecidedError: {
    description: 'A transaction someone already decided: who and when, for programs too.',
    allOf: [
      { $ref: '#/components/schemas/Error' },
      {
        type: 'object',
        properties: {
          status: { type: 'string', enum: ['APPROVED', 'REJECTED'] },
          decidedBy: { type: 'string', nullable: true },
          decidedAt: { type: 'string', format: 'date-time', nullable: true },
        },
      },
    ],
  },
  Message: {
    type: 'object',
    description: 'A text for people saying what happened.',
    properties: { message: { type: 'string' } },
    required: ['message'],
  },
};

export const SECURITY_SCHEMES: Record<string, OpenAPIV3.SecuritySchemeObject> = {
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
  gateway: {
    type: 'apiKey',
    in: 'header',
    name: GATEWAY_SECRET_HEADER,
    description: "The gateway's shared secret (GATEWAY_SHARED_SECRET): only it may call.",
  },
};

/** Answers many routes share, by what gives them. */
export const SHARED_ANSWERS = {
  banned: 'The player is banned',
  rateLimited: 'Too many attempts: Retry-After says when to try again',
  busy: 'The server is busy checking passwords: Retry-After says when to try again',
} as const;

/** A status a route answers: when, and the body when it is not the route's error body. */
export type Answer = string | { description: string; body: BodyName };

/** The statuses a route answers besides what `responsesOf` derives, each saying when. */
export type Answers = Partial<Record<number, Answer>>;

declare module 'fastify' {
  interface FastifySchema {
    /** What only this route answers; a 2xx here replaces the default 200. */
    answers?: Answers;
    /** It takes an Idempotency-Key (decision 023): the header and the key's refusals. */
    idempotent?: boolean;
  }
}

/** The organiser routes' scope guard (app.ts) refuses everyone else, before any input check. */
const ORGANISER_PREFIX = '/api/admin/';
const REQUEST_PARTS = ['body', 'querystring', 'params'] as const;
/** Refusals that always say in Retry-After when to try again. */
const WAIT_STATUSES = new Set(['429', '503']);

const securitySchemesOf = (schema: FastifySchema) =>
  (schema.security ?? []).flatMap((requirement) => Object.keys(requirement));

type ErrorKey = 'message' | 'error' | undefined;

const INVALID_REQUEST = {
  message: 'The request is not valid: `message` names the first problem, `errors` every field’s',
  error: 'The request is not valid: `error` names the first problem',
};

function derivedAnswers(schema: FastifySchema, url: string, errorKey: ErrorKey): Answers {
  const answers: Answers = {};
  const schemes = securitySchemesOf(schema);
  // Every route refuses text with control characters and a body that is not JSON.
  answers[400] =
    REQUEST_PARTS.some((part) => schema[part]) || schema.consumes
      ? INVALID_REQUEST[errorKey ?? 'message']
      : 'The request is malformed: text with control characters, or a body that is not JSON';
  if (schemes.includes('bearer')) answers[401] = 'No bearer token, or its session has ended';
  if (schemes.includes('gateway')) answers[403] = 'The caller is not the gateway';
  if (url.startsWith(ORGANISER_PREFIX)) answers[403] = 'The caller is not an organiser';
  if (schema.idempotent) {
    answers[400] = `${answers[400]}; or the Idempotency-Key is not 1–255 printable characters`;
    answers[409] =
      'A request with this Idempotency-Key is still running (`code` IDEMPOTENCY_KEY_IN_USE)';
    answers[422] =
      'This Idempotency-Key was used with other parameters (`code` IDEMPOTENCY_KEY_REUSED)';
  }
  return answers;
}

const describe = (answer: Answer) => (typeof answer === 'string' ? answer : answer.description);
const bodyOf = (answer: Answer) => (typeof answer === 'string' ? undefined : answer.body);

/** Both say when; the route's own body wins. */
function merge(derived: Answer | undefined, own: Answer | undefined): Answer | undefined {
  if (!derived || !own) return own ?? derived;
  const alsoWhen = describe(derived);
  const description = `${describe(own)}; or ${alsoWhen[0]!.toLowerCase()}${alsoWhen.slice(1)}`;
  const body = bodyOf(own) ?? bodyOf(derived);
  return body ? { description, body } : description;
}

const jsonOf = (body: BodyName) => ({
  'application/json': { schema: { $ref: `#/components/schemas/${body}` } },
});

const retryAfter = (when: string) => ({
  'Retry-After': {
    description: `Seconds to wait before trying again${when}`,
    schema: { type: 'integer', minimum: 1 },
  },
});

function headersOf(status: string, idempotent: boolean | undefined) {
  if (WAIT_STATUSES.has(status)) return { headers: retryAfter('') };
  if (status === '409' && idempotent) {
    return { headers: retryAfter(', with IDEMPOTENCY_KEY_IN_USE only') };
  }
  return {};
}

function responseOf(schema: FastifySchema, status: string, answer: Answer, errorBody: BodyName) {
  const body = bodyOf(answer) ?? (Number(status) >= 400 ? errorBody : undefined);
  return {
    description: describe(answer),
    ...headersOf(status, schema.idempotent),
    ...(body ? { content: jsonOf(body) } : {}),
  };
}

/**
 * The operation's responses: its success (200 unless the route names its own 2xx) and every
 * refusal, each with the body it comes in (`{ error }` on a route whose errorKey says so).
 */
export function responsesOf(
  schema: FastifySchema,
  url: string,
  errorKey: ErrorKey,
): Record<string, unknown> {
  const own = schema.answers ?? {};
  const derived = derivedAnswers(schema, url, errorKey);
  const statuses = [...new Set([...Object.keys(derived), ...Object.keys(own)])];
  if (!statuses.some((status) => status.startsWith('2'))) statuses.push('200');
  const errorBody: BodyName = errorKey === 'error' ? 'ErrorInErrorField' : 'Error';
  return Object.fromEntries(
    statuses
      .sort()
      .map((status) => [
        status,
        responseOf(
          schema,
          status,
          merge(derived[Number(status)], own[Number(status)]) ?? 'Success',
          errorBody,
        ),
      ]),
  );
}

/** The header an idempotent route takes (decision 023). */
export const IDEMPOTENCY_KEY_HEADERS = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      description:
        'Any 1–255 printable ASCII characters, new for each change: a repeat gets the first ' +
        'answer (with Idempotent-Replayed: true) and changes nothing; kept 24 hours',
    },
  },
};
